import type { Locale } from '@shop/shared/contracts';
import type { Department, GarmentKind } from './categories-data';

type Localized = Record<Locale, string>;

export interface Fabric {
  name: Localized;
  /** One sentence about the cloth, used in descriptions. */
  about: Localized;
  composition: Localized;
}

export const FABRICS = {
  linen: {
    name: { it: 'lino', en: 'linen' },
    about: {
      it: 'Lino lavato dalla mano asciutta, fresco e naturalmente traspirante.',
      en: 'Washed linen with a dry hand, cool and naturally breathable.',
    },
    composition: { it: '100% lino', en: '100% linen' },
  },
  oxford: {
    name: { it: 'cotone Oxford', en: 'Oxford cotton' },
    about: {
      it: 'Cotone Oxford dalla trama a canestro, robusto e morbido al tatto.',
      en: 'Basket-weave Oxford cotton, sturdy yet soft to the touch.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  poplin: {
    name: { it: 'popeline', en: 'poplin' },
    about: {
      it: 'Popeline di cotone compatto e leggero, dalla superficie liscia e luminosa.',
      en: 'Dense, lightweight cotton poplin with a smooth, bright surface.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  chambray: {
    name: { it: 'chambray', en: 'chambray' },
    about: {
      it: 'Chambray di cotone tinto in filo, dall’aspetto vissuto come il denim ma più leggero.',
      en: 'Yarn-dyed cotton chambray with a lived-in look like denim, only lighter.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  flannel: {
    name: { it: 'flanella', en: 'flannel' },
    about: {
      it: 'Flanella spazzolata, calda e confortevole nelle giornate fredde.',
      en: 'Brushed flannel, warm and comfortable on cold days.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  silk: {
    name: { it: 'seta', en: 'silk' },
    about: {
      it: 'Seta dalla caduta fluida e dalla lucentezza discreta.',
      en: 'Silk with a fluid drape and a subtle sheen.',
    },
    composition: { it: '100% seta', en: '100% silk' },
  },
  viscose: {
    name: { it: 'viscosa', en: 'viscose' },
    about: {
      it: 'Viscosa morbida e fresca, che accompagna il movimento.',
      en: 'Soft, cool viscose that moves with you.',
    },
    composition: { it: '100% viscosa', en: '100% viscose' },
  },
  crepe: {
    name: { it: 'crêpe', en: 'crêpe' },
    about: {
      it: 'Crêpe dalla superficie granulosa, che non si stropiccia.',
      en: 'Grainy crêpe that resists creasing.',
    },
    composition: { it: '97% poliestere, 3% elastan', en: '97% polyester, 3% elastane' },
  },
  merino: {
    name: { it: 'lana merino', en: 'merino wool' },
    about: {
      it: 'Lana merino extrafine, leggera, calda e termoregolante.',
      en: 'Extra-fine merino wool: light, warm and temperature-regulating.',
    },
    composition: { it: '100% lana merino', en: '100% merino wool' },
  },
  cashmere: {
    name: { it: 'cashmere', en: 'cashmere' },
    about: {
      it: 'Cashmere puro dalla mano vellutata, filato in Italia.',
      en: 'Pure cashmere with a velvety hand, spun in Italy.',
    },
    composition: { it: '100% cashmere', en: '100% cashmere' },
  },
  woolCashmere: {
    name: { it: 'lana e cashmere', en: 'wool and cashmere' },
    about: {
      it: 'Misto lana e cashmere, morbido e resistente all’uso quotidiano.',
      en: 'A wool and cashmere blend, soft and made for everyday wear.',
    },
    composition: { it: '90% lana, 10% cashmere', en: '90% wool, 10% cashmere' },
  },
  cottonKnit: {
    name: { it: 'cotone', en: 'cotton' },
    about: {
      it: 'Filato di cotone ritorto, fresco anche nelle mezze stagioni.',
      en: 'Twisted cotton yarn, fresh through the in-between seasons.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  alpaca: {
    name: { it: 'alpaca', en: 'alpaca' },
    about: {
      it: 'Alpaca spazzolata, leggerissima e sorprendentemente calda.',
      en: 'Brushed alpaca, feather-light and surprisingly warm.',
    },
    composition: { it: '70% alpaca, 30% lana', en: '70% alpaca, 30% wool' },
  },
  gabardine: {
    name: { it: 'gabardine di cotone', en: 'cotton gabardine' },
    about: {
      it: 'Gabardine di cotone a trama diagonale fitta, compatto e resistente.',
      en: 'Tightly woven cotton gabardine, compact and hard-wearing.',
    },
    composition: { it: '98% cotone, 2% elastan', en: '98% cotton, 2% elastane' },
  },
  tropicalWool: {
    name: { it: 'lana fresca', en: 'tropical wool' },
    about: {
      it: 'Lana fresca dalla trama aperta, da indossare tutto l’anno.',
      en: 'Open-weave tropical wool to wear all year round.',
    },
    composition: { it: '100% lana vergine', en: '100% virgin wool' },
  },
  corduroy: {
    name: { it: 'velluto a coste', en: 'corduroy' },
    about: {
      it: 'Velluto a coste millerighe, morbido e dal carattere autunnale.',
      en: 'Fine-wale corduroy, soft and autumnal in character.',
    },
    composition: { it: '100% cotone', en: '100% cotton' },
  },
  woolFlannel: {
    name: { it: 'flanella di lana', en: 'wool flannel' },
    about: {
      it: 'Flanella di lana melange dalla superficie leggermente garzata.',
      en: 'Melange wool flannel with a lightly brushed surface.',
    },
    composition: { it: '100% lana vergine', en: '100% virgin wool' },
  },
  virginWool: {
    name: { it: 'lana vergine', en: 'virgin wool' },
    about: {
      it: 'Lana vergine tessuta nel biellese, dalla struttura asciutta.',
      en: 'Virgin wool woven in Biella, with a crisp structure.',
    },
    composition: { it: '100% lana vergine', en: '100% virgin wool' },
  },
  tweed: {
    name: { it: 'tweed', en: 'tweed' },
    about: {
      it: 'Tweed di lana dalla trama mouliné, caldo e materico.',
      en: 'Wool tweed with a mouliné weave, warm and textured.',
    },
    composition: { it: '100% lana', en: '100% wool' },
  },
  waxedCotton: {
    name: { it: 'cotone cerato', en: 'waxed cotton' },
    about: {
      it: 'Cotone cerato idrorepellente che si arricchisce di carattere con l’uso.',
      en: 'Water-repellent waxed cotton that gains character with wear.',
    },
    composition: { it: '100% cotone, spalmatura in cera', en: '100% cotton, wax coating' },
  },
  loden: {
    name: { it: 'loden', en: 'loden' },
    about: {
      it: 'Loden follato, antivento e idrorepellente per natura.',
      en: 'Boiled loden, naturally windproof and water-repellent.',
    },
    composition: { it: '100% lana', en: '100% wool' },
  },
  boucle: {
    name: { it: 'bouclé', en: 'bouclé' },
    about: {
      it: 'Bouclé di lana dai riccioli morbidi, per un effetto tridimensionale.',
      en: 'Wool bouclé with soft loops for a three-dimensional texture.',
    },
    composition: { it: '80% lana, 20% poliammide', en: '80% wool, 20% polyamide' },
  },
  jersey: {
    name: { it: 'jersey di cotone', en: 'cotton jersey' },
    about: {
      it: 'Jersey di cotone organico, elastico e piacevole sulla pelle.',
      en: 'Organic cotton jersey, stretchy and pleasant against the skin.',
    },
    composition: { it: '95% cotone organico, 5% elastan', en: '95% organic cotton, 5% elastane' },
  },
  woolKnit: {
    name: { it: 'maglia di lana', en: 'wool knit' },
    about: {
      it: 'Maglia di lana a coste fini che segue la figura senza stringere.',
      en: 'Fine-ribbed wool knit that follows the figure without clinging.',
    },
    composition: { it: '100% lana merino', en: '100% merino wool' },
  },
  leather: {
    name: { it: 'pelle', en: 'leather' },
    about: {
      it: 'Pelle di vitello conciata al vegetale in Toscana.',
      en: 'Vegetable-tanned calf leather from Tuscany.',
    },
    composition: { it: '100% pelle di vitello', en: '100% calf leather' },
  },
  suede: {
    name: { it: 'camoscio', en: 'suede' },
    about: {
      it: 'Camoscio dalla mano vellutata, trattato antimacchia.',
      en: 'Velvety suede with a stain-resistant finish.',
    },
    composition: { it: '100% pelle scamosciata', en: '100% suede leather' },
  },
  canvas: {
    name: { it: 'tela di cotone', en: 'cotton canvas' },
    about: {
      it: 'Tela di cotone pesante con finiture in pelle.',
      en: 'Heavy cotton canvas with leather trims.',
    },
    composition: { it: '100% cotone, finiture in pelle', en: '100% cotton, leather trims' },
  },
} satisfies Record<string, Fabric>;

export type FabricKey = keyof typeof FABRICS;

export type SizeSystem =
  'letters-men' | 'letters-women' | 'it-men' | 'it-women' | 'belt-men' | 'belt-women' | 'one-size';

export const SIZE_SYSTEMS: Record<SizeSystem, string[]> = {
  'letters-men': ['S', 'M', 'L', 'XL', 'XXL'],
  'letters-women': ['XS', 'S', 'M', 'L', 'XL'],
  'it-men': ['44', '46', '48', '50', '52', '54', '56'],
  'it-women': ['38', '40', '42', '44', '46', '48'],
  'belt-men': ['85', '90', '95', '100', '105'],
  'belt-women': ['75', '80', '85', '90'],
  /** "Taglia unica". */
  'one-size': ['TU'],
};

export interface GarmentTemplate {
  /** Name patterns; `{f}` is replaced by the fabric name. */
  name: Localized;
  fabrics: FabricKey[];
  sizes: SizeSystem;
  /** Full price range in whole euros. */
  priceEuros: [min: number, max: number];
}

const shirtFabrics: FabricKey[] = ['linen', 'oxford', 'poplin', 'chambray', 'flannel'];
const blouseFabrics: FabricKey[] = ['silk', 'poplin', 'linen', 'viscose', 'crepe'];
const knitFabrics: FabricKey[] = ['merino', 'cashmere', 'woolCashmere', 'cottonKnit', 'alpaca'];
const menTrouserFabrics: FabricKey[] = [
  'gabardine',
  'tropicalWool',
  'corduroy',
  'linen',
  'woolFlannel',
];
const womenTrouserFabrics: FabricKey[] = ['crepe', 'linen', 'tropicalWool', 'viscose', 'corduroy'];
const dressFabrics: FabricKey[] = ['silk', 'viscose', 'linen', 'crepe', 'jersey', 'woolKnit'];

export const GARMENTS: Record<Department, Partial<Record<GarmentKind, GarmentTemplate[]>>> = {
  men: {
    shirts: [
      {
        name: { it: 'Camicia classica in {f}', en: 'Classic {f} shirt' },
        fabrics: shirtFabrics,
        sizes: 'letters-men',
        priceEuros: [89, 149],
      },
      {
        name: { it: 'Camicia button-down in {f}', en: '{f} button-down shirt' },
        fabrics: shirtFabrics,
        sizes: 'letters-men',
        priceEuros: [95, 159],
      },
      {
        name: { it: 'Camicia collo coreano in {f}', en: '{f} band-collar shirt' },
        fabrics: shirtFabrics,
        sizes: 'letters-men',
        priceEuros: [95, 149],
      },
      {
        name: { it: 'Overshirt in {f}', en: '{f} overshirt' },
        fabrics: ['flannel', 'chambray', 'corduroy', 'woolFlannel'],
        sizes: 'letters-men',
        priceEuros: [129, 219],
      },
    ],
    knitwear: [
      {
        name: { it: 'Maglione girocollo in {f}', en: '{f} crew-neck jumper' },
        fabrics: knitFabrics,
        sizes: 'letters-men',
        priceEuros: [119, 390],
      },
      {
        name: { it: 'Dolcevita in {f}', en: '{f} roll-neck sweater' },
        fabrics: knitFabrics,
        sizes: 'letters-men',
        priceEuros: [129, 420],
      },
      {
        name: { it: 'Cardigan in {f}', en: '{f} cardigan' },
        fabrics: knitFabrics,
        sizes: 'letters-men',
        priceEuros: [149, 450],
      },
      {
        name: { it: 'Polo in maglia di {f}', en: '{f} knitted polo' },
        fabrics: ['merino', 'cottonKnit', 'cashmere'],
        sizes: 'letters-men',
        priceEuros: [109, 320],
      },
    ],
    trousers: [
      {
        name: { it: 'Pantaloni chino in {f}', en: '{f} chinos' },
        fabrics: menTrouserFabrics,
        sizes: 'it-men',
        priceEuros: [99, 169],
      },
      {
        name: { it: 'Pantaloni con pinces in {f}', en: 'Pleated {f} trousers' },
        fabrics: menTrouserFabrics,
        sizes: 'it-men',
        priceEuros: [129, 229],
      },
      {
        name: { it: 'Pantaloni sartoriali in {f}', en: 'Tailored {f} trousers' },
        fabrics: menTrouserFabrics,
        sizes: 'it-men',
        priceEuros: [149, 259],
      },
      {
        name: { it: 'Pantaloni cinque tasche in {f}', en: 'Five-pocket {f} trousers' },
        fabrics: ['gabardine', 'corduroy'],
        sizes: 'it-men',
        priceEuros: [99, 159],
      },
    ],
    jackets: [
      {
        name: { it: 'Blazer monopetto in {f}', en: 'Single-breasted {f} blazer' },
        fabrics: ['virginWool', 'tweed', 'linen', 'cashmere'],
        sizes: 'it-men',
        priceEuros: [290, 690],
      },
      {
        name: { it: 'Giacca doppiopetto in {f}', en: 'Double-breasted {f} jacket' },
        fabrics: ['virginWool', 'woolFlannel', 'linen'],
        sizes: 'it-men',
        priceEuros: [350, 720],
      },
      {
        name: { it: 'Field jacket in {f}', en: '{f} field jacket' },
        fabrics: ['waxedCotton', 'gabardine'],
        sizes: 'letters-men',
        priceEuros: [249, 420],
      },
      {
        name: { it: 'Cappotto in {f}', en: '{f} overcoat' },
        fabrics: ['loden', 'virginWool', 'cashmere'],
        sizes: 'it-men',
        priceEuros: [390, 990],
      },
    ],
    accessories: [
      {
        name: { it: 'Cravatta in {f}', en: '{f} tie' },
        fabrics: ['silk', 'woolFlannel', 'cashmere'],
        sizes: 'one-size',
        priceEuros: [69, 119],
      },
      {
        name: { it: 'Sciarpa in {f}', en: '{f} scarf' },
        fabrics: ['cashmere', 'merino', 'alpaca'],
        sizes: 'one-size',
        priceEuros: [79, 260],
      },
      {
        name: { it: 'Cintura in {f}', en: '{f} belt' },
        fabrics: ['leather', 'suede'],
        sizes: 'belt-men',
        priceEuros: [79, 149],
      },
      {
        name: { it: 'Pochette in {f}', en: '{f} pocket square' },
        fabrics: ['silk', 'linen'],
        sizes: 'one-size',
        priceEuros: [39, 69],
      },
    ],
  },
  women: {
    shirts: [
      {
        name: { it: 'Camicia oversize in {f}', en: 'Oversized {f} shirt' },
        fabrics: blouseFabrics,
        sizes: 'letters-women',
        priceEuros: [99, 229],
      },
      {
        name: { it: 'Blusa con fiocco in {f}', en: '{f} pussy-bow blouse' },
        fabrics: ['silk', 'viscose', 'crepe'],
        sizes: 'letters-women',
        priceEuros: [119, 259],
      },
      {
        name: { it: 'Camicia a righe in {f}', en: 'Striped {f} shirt' },
        fabrics: ['poplin', 'linen', 'oxford'],
        sizes: 'letters-women',
        priceEuros: [89, 149],
      },
      {
        name: { it: 'Blusa scollo a V in {f}', en: '{f} V-neck blouse' },
        fabrics: blouseFabrics,
        sizes: 'letters-women',
        priceEuros: [99, 239],
      },
    ],
    knitwear: [
      {
        name: { it: 'Maglione girocollo in {f}', en: '{f} crew-neck jumper' },
        fabrics: knitFabrics,
        sizes: 'letters-women',
        priceEuros: [119, 390],
      },
      {
        name: { it: 'Cardigan corto in {f}', en: 'Cropped {f} cardigan' },
        fabrics: knitFabrics,
        sizes: 'letters-women',
        priceEuros: [129, 420],
      },
      {
        name: { it: 'Dolcevita in {f}', en: '{f} roll-neck sweater' },
        fabrics: knitFabrics,
        sizes: 'letters-women',
        priceEuros: [129, 420],
      },
      {
        name: { it: 'Gilet in maglia di {f}', en: '{f} knitted vest' },
        fabrics: ['merino', 'cottonKnit', 'alpaca'],
        sizes: 'letters-women',
        priceEuros: [99, 260],
      },
    ],
    trousers: [
      {
        name: { it: 'Pantaloni palazzo in {f}', en: '{f} palazzo trousers' },
        fabrics: womenTrouserFabrics,
        sizes: 'it-women',
        priceEuros: [119, 229],
      },
      {
        name: { it: 'Pantaloni a sigaretta in {f}', en: '{f} cigarette trousers' },
        fabrics: womenTrouserFabrics,
        sizes: 'it-women',
        priceEuros: [109, 199],
      },
      {
        name: { it: 'Pantaloni con pinces in {f}', en: 'Pleated {f} trousers' },
        fabrics: womenTrouserFabrics,
        sizes: 'it-women',
        priceEuros: [129, 239],
      },
    ],
    jackets: [
      {
        name: { it: 'Blazer sciancrato in {f}', en: 'Fitted {f} blazer' },
        fabrics: ['virginWool', 'boucle', 'linen', 'tweed'],
        sizes: 'it-women',
        priceEuros: [260, 590],
      },
      {
        name: { it: 'Trench in {f}', en: '{f} trench coat' },
        fabrics: ['gabardine', 'waxedCotton'],
        sizes: 'it-women',
        priceEuros: [320, 590],
      },
      {
        name: { it: 'Cappotto a vestaglia in {f}', en: '{f} wrap coat' },
        fabrics: ['virginWool', 'cashmere', 'boucle'],
        sizes: 'it-women',
        priceEuros: [390, 990],
      },
      {
        name: { it: 'Giacca corta in {f}', en: 'Cropped {f} jacket' },
        fabrics: ['tweed', 'boucle', 'suede'],
        sizes: 'it-women',
        priceEuros: [290, 650],
      },
    ],
    dresses: [
      {
        name: { it: 'Abito midi in {f}', en: '{f} midi dress' },
        fabrics: dressFabrics,
        sizes: 'it-women',
        priceEuros: [149, 390],
      },
      {
        name: { it: 'Abito chemisier in {f}', en: '{f} shirt dress' },
        fabrics: ['poplin', 'linen', 'silk', 'viscose'],
        sizes: 'it-women',
        priceEuros: [139, 320],
      },
      {
        name: { it: 'Abito a portafoglio in {f}', en: '{f} wrap dress' },
        fabrics: dressFabrics,
        sizes: 'it-women',
        priceEuros: [159, 360],
      },
      {
        name: { it: 'Tubino in {f}', en: '{f} sheath dress' },
        fabrics: ['crepe', 'woolKnit', 'tropicalWool'],
        sizes: 'it-women',
        priceEuros: [169, 340],
      },
    ],
    skirts: [
      {
        name: { it: 'Gonna a pieghe in {f}', en: 'Pleated {f} skirt' },
        fabrics: ['crepe', 'tropicalWool', 'silk', 'tweed'],
        sizes: 'it-women',
        priceEuros: [119, 260],
      },
      {
        name: { it: 'Gonna midi in {f}', en: '{f} midi skirt' },
        fabrics: ['silk', 'viscose', 'linen', 'suede'],
        sizes: 'it-women',
        priceEuros: [109, 390],
      },
      {
        name: { it: 'Gonna a tubino in {f}', en: '{f} pencil skirt' },
        fabrics: ['tropicalWool', 'crepe', 'tweed'],
        sizes: 'it-women',
        priceEuros: [99, 210],
      },
      {
        name: { it: 'Gonna a portafoglio in {f}', en: '{f} wrap skirt' },
        fabrics: ['linen', 'viscose', 'woolKnit'],
        sizes: 'it-women',
        priceEuros: [99, 199],
      },
    ],
    accessories: [
      {
        name: { it: 'Foulard in {f}', en: '{f} foulard' },
        fabrics: ['silk'],
        sizes: 'one-size',
        priceEuros: [89, 169],
      },
      {
        name: { it: 'Borsa tote in {f}', en: '{f} tote bag' },
        fabrics: ['leather', 'canvas', 'suede'],
        sizes: 'one-size',
        priceEuros: [149, 490],
      },
      {
        name: { it: 'Cintura in {f}', en: '{f} belt' },
        fabrics: ['leather', 'suede'],
        sizes: 'belt-women',
        priceEuros: [69, 139],
      },
      {
        name: { it: 'Berretto in {f}', en: '{f} beanie' },
        fabrics: ['cashmere', 'merino', 'alpaca'],
        sizes: 'one-size',
        priceEuros: [59, 189],
      },
    ],
  },
};

/** One sentence about cut and finish for each kind of garment. */
export const KIND_DETAILS: Record<GarmentKind, Localized> = {
  shirts: {
    it: 'Vestibilità regolare, cuciture ribattute e bottoni in madreperla.',
    en: 'Regular fit, flat-felled seams and mother-of-pearl buttons.',
  },
  knitwear: {
    it: 'Lavorato su macchine da maglieria a finezza 12, con polsi e fondo a costine.',
    en: 'Knitted on 12-gauge machines, with ribbed cuffs and hem.',
  },
  trousers: {
    it: 'Vita regolare, tasche all’americana e fondo da 19 cm.',
    en: 'Mid rise, slanted side pockets and a 19 cm leg opening.',
  },
  jackets: {
    it: 'Costruzione morbida, spalla naturale e fodera in cupro.',
    en: 'Soft construction, natural shoulder and cupro lining.',
  },
  dresses: {
    it: 'Linea morbida che cade dritta, con chiusura a scomparsa.',
    en: 'A soft, straight-falling line with a concealed fastening.',
  },
  skirts: {
    it: 'Vita alta con zip laterale nascosta e fodera leggera.',
    en: 'High waist with a concealed side zip and a light lining.',
  },
  accessories: {
    it: 'Rifinito a mano nel nostro laboratorio.',
    en: 'Finished by hand in our workshop.',
  },
};

export interface Colour {
  code: string;
  name: Localized;
  hex: string;
}

export const COLOURS: Colour[] = [
  { code: 'navy', name: { it: 'Blu navy', en: 'Navy' }, hex: '#1f2a44' },
  { code: 'white', name: { it: 'Bianco', en: 'White' }, hex: '#f4f3ee' },
  { code: 'black', name: { it: 'Nero', en: 'Black' }, hex: '#1b1b1b' },
  { code: 'grey-melange', name: { it: 'Grigio melange', en: 'Grey melange' }, hex: '#9a9a98' },
  { code: 'camel', name: { it: 'Cammello', en: 'Camel' }, hex: '#c19a6b' },
  { code: 'bordeaux', name: { it: 'Bordeaux', en: 'Burgundy' }, hex: '#6d1f2f' },
  { code: 'olive', name: { it: 'Verde oliva', en: 'Olive green' }, hex: '#6b6b3a' },
  { code: 'sky-blue', name: { it: 'Azzurro', en: 'Sky blue' }, hex: '#a8c6e0' },
  { code: 'beige', name: { it: 'Beige', en: 'Beige' }, hex: '#d9c8a9' },
  { code: 'dark-brown', name: { it: 'Testa di moro', en: 'Dark brown' }, hex: '#4a3228' },
  { code: 'powder-pink', name: { it: 'Rosa cipria', en: 'Powder pink' }, hex: '#e8c4c0' },
  { code: 'ecru', name: { it: 'Écru', en: 'Ecru' }, hex: '#ede3cf' },
  { code: 'forest-green', name: { it: 'Verde bosco', en: 'Forest green' }, hex: '#2f4a35' },
  { code: 'rust', name: { it: 'Ruggine', en: 'Rust' }, hex: '#a4502c' },
  { code: 'charcoal', name: { it: 'Antracite', en: 'Charcoal' }, hex: '#3b3d40' },
  { code: 'sand', name: { it: 'Sabbia', en: 'Sand' }, hex: '#cdb891' },
  { code: 'cobalt', name: { it: 'Blu cobalto', en: 'Cobalt blue' }, hex: '#2a4fa0' },
  { code: 'mustard', name: { it: 'Senape', en: 'Mustard' }, hex: '#c9a13b' },
];
