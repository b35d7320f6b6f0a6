import type { GarmentKind } from '../../seed/categories-data';

/** The canvas the silhouettes are drawn on: a 3:4 portrait, as the pictures are. */
export const SILHOUETTE_CANVAS = { width: 600, height: 800 } as const;

/** Outline of each kind of garment, on the 600×800 canvas. */
export const SILHOUETTES: Record<GarmentKind, string> = {
  shirts:
    'M220 140 L300 180 L380 140 L480 190 L540 380 L480 400 L440 290 L440 660 L160 660 L160 290 L120 400 L60 380 L120 190 Z',
  knitwear:
    'M230 140 Q300 190 370 140 L470 180 L540 420 L480 440 L430 290 L440 650 L160 650 L170 290 L120 440 L60 420 L130 180 Z',
  trousers: 'M190 130 L410 130 L440 680 L340 680 L300 300 L260 680 L160 680 Z',
  jackets:
    'M210 130 L300 250 L390 130 L490 180 L550 420 L490 440 L450 300 L450 690 L310 690 L300 260 L290 690 L150 690 L150 300 L110 440 L50 420 L110 180 Z',
  dresses:
    'M240 110 L270 110 Q300 160 330 110 L360 110 L380 250 L350 300 L480 690 L120 690 L250 300 L220 250 Z',
  skirts: 'M220 220 L380 220 L470 640 L130 640 Z',
  accessories: 'M180 320 L420 320 L450 620 L150 620 Z M240 320 Q240 220 300 220 Q360 220 360 320',
};
