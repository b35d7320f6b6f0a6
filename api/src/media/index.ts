export { mediaRoutes } from './media-routes';
export { createPictureStore, type PictureStore } from './picture-store';
export { hashOfRecipe } from './picture-hash';
export { readUploadedOriginal } from './picture-repository';
export { productImageOf, type PictureFacts } from './picture-variants';
export {
  dominantColourOf,
  PICTURE_VIEWS,
  SEED_PHOTOGRAPH_SIZE,
  type PictureView,
  type SeedPhotographRecipe,
} from './seed-photographs/render-seed-photograph';
export {
  examinePicture,
  MAX_PICTURE_PIXELS,
  PictureRejectedError,
  storePicture,
  type ExaminedPicture,
} from './picture-intake';
