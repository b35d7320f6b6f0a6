// The frame's data (category tree and settings), for the page server and the app's wiring.
export { createFrameData, type FrameData } from './frame-data';
