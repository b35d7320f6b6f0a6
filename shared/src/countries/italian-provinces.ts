/** One of Italy's 107 provinces (province, metropolitan city, free consortium…) by its official code. */
export interface ItalianProvince {
  /** The official two-letter code (sigla), e.g. "MI". */
  code: string;
  name: string;
  /**
   * The first three digits of every CAP in the province. A few prefixes belong to two provinces
   * (their towns were split between them, e.g. "238" Bergamo and Lecco).
   */
  capPrefixes: readonly string[];
}

/**
 * The 107 Italian province codes with the CAP prefixes of their towns, derived from ISTAT's list of
 * municipalities with Poste Italiane's CAPs (the same codes the car plates and the tax office use).
 */
export const ITALIAN_PROVINCES: readonly ItalianProvince[] = [
  { code: 'AG', name: 'Agrigento', capPrefixes: ['920', '921'] },
  { code: 'AL', name: 'Alessandria', capPrefixes: ['150', '151'] },
  { code: 'AN', name: 'Ancona', capPrefixes: ['600', '601'] },
  { code: 'AO', name: 'Aosta', capPrefixes: ['110', '111'] },
  { code: 'AP', name: 'Ascoli Piceno', capPrefixes: ['630', '631'] },
  { code: 'AQ', name: 'L’Aquila', capPrefixes: ['670', '671'] },
  { code: 'AR', name: 'Arezzo', capPrefixes: ['520', '521'] },
  { code: 'AT', name: 'Asti', capPrefixes: ['140', '141'] },
  { code: 'AV', name: 'Avellino', capPrefixes: ['830', '831'] },
  { code: 'BA', name: 'Bari', capPrefixes: ['700', '701'] },
  { code: 'BG', name: 'Bergamo', capPrefixes: ['238', '240', '241'] },
  { code: 'BI', name: 'Biella', capPrefixes: ['138', '139'] },
  { code: 'BL', name: 'Belluno', capPrefixes: ['320', '321'] },
  { code: 'BN', name: 'Benevento', capPrefixes: ['820', '821'] },
  { code: 'BO', name: 'Bologna', capPrefixes: ['400', '401'] },
  { code: 'BR', name: 'Brindisi', capPrefixes: ['720', '721'] },
  { code: 'BS', name: 'Brescia', capPrefixes: ['250', '251'] },
  { code: 'BT', name: 'Barletta-Andria-Trani', capPrefixes: ['760', '761'] },
  { code: 'BZ', name: 'Bolzano', capPrefixes: ['390', '391'] },
  { code: 'CA', name: 'Cagliari', capPrefixes: ['090', '091'] },
  { code: 'CB', name: 'Campobasso', capPrefixes: ['860', '861'] },
  { code: 'CE', name: 'Caserta', capPrefixes: ['810', '811'] },
  { code: 'CH', name: 'Chieti', capPrefixes: ['660', '661'] },
  { code: 'CL', name: 'Caltanissetta', capPrefixes: ['930', '931'] },
  { code: 'CN', name: 'Cuneo', capPrefixes: ['120', '121', '180'] },
  { code: 'CO', name: 'Como', capPrefixes: ['220', '221'] },
  { code: 'CR', name: 'Cremona', capPrefixes: ['260', '261'] },
  { code: 'CS', name: 'Cosenza', capPrefixes: ['870', '871'] },
  { code: 'CT', name: 'Catania', capPrefixes: ['950', '951'] },
  { code: 'CZ', name: 'Catanzaro', capPrefixes: ['880', '881'] },
  { code: 'EN', name: 'Enna', capPrefixes: ['940', '941'] },
  { code: 'FC', name: 'Forlì-Cesena', capPrefixes: ['470', '471', '475'] },
  { code: 'FE', name: 'Ferrara', capPrefixes: ['440', '441'] },
  { code: 'FG', name: 'Foggia', capPrefixes: ['710', '711'] },
  { code: 'FI', name: 'Firenze', capPrefixes: ['500', '501'] },
  { code: 'FM', name: 'Fermo', capPrefixes: ['638', '639'] },
  { code: 'FR', name: 'Frosinone', capPrefixes: ['030', '031'] },
  { code: 'GE', name: 'Genova', capPrefixes: ['160', '161'] },
  { code: 'GO', name: 'Gorizia', capPrefixes: ['340', '341'] },
  { code: 'GR', name: 'Grosseto', capPrefixes: ['580', '581'] },
  { code: 'IM', name: 'Imperia', capPrefixes: ['180', '181'] },
  { code: 'IS', name: 'Isernia', capPrefixes: ['860', '861'] },
  { code: 'KR', name: 'Crotone', capPrefixes: ['888', '889'] },
  { code: 'LC', name: 'Lecco', capPrefixes: ['238', '239'] },
  { code: 'LE', name: 'Lecce', capPrefixes: ['730', '731'] },
  { code: 'LI', name: 'Livorno', capPrefixes: ['570', '571'] },
  { code: 'LO', name: 'Lodi', capPrefixes: ['268', '269'] },
  { code: 'LT', name: 'Latina', capPrefixes: ['040', '041'] },
  { code: 'LU', name: 'Lucca', capPrefixes: ['550', '551'] },
  { code: 'MB', name: 'Monza e della Brianza', capPrefixes: ['208', '209'] },
  { code: 'MC', name: 'Macerata', capPrefixes: ['620', '621'] },
  { code: 'ME', name: 'Messina', capPrefixes: ['980', '981'] },
  { code: 'MI', name: 'Milano', capPrefixes: ['200', '201'] },
  { code: 'MN', name: 'Mantova', capPrefixes: ['460', '461'] },
  { code: 'MO', name: 'Modena', capPrefixes: ['410', '411'] },
  { code: 'MS', name: 'Massa-Carrara', capPrefixes: ['540', '541'] },
  { code: 'MT', name: 'Matera', capPrefixes: ['750', '751'] },
  { code: 'NA', name: 'Napoli', capPrefixes: ['800', '801'] },
  { code: 'NO', name: 'Novara', capPrefixes: ['280', '281'] },
  { code: 'NU', name: 'Nuoro', capPrefixes: ['080', '081'] },
  { code: 'OR', name: 'Oristano', capPrefixes: ['090', '091'] },
  { code: 'PA', name: 'Palermo', capPrefixes: ['900', '901'] },
  { code: 'PC', name: 'Piacenza', capPrefixes: ['290', '291'] },
  { code: 'PD', name: 'Padova', capPrefixes: ['350', '351'] },
  { code: 'PE', name: 'Pescara', capPrefixes: ['650', '651'] },
  { code: 'PG', name: 'Perugia', capPrefixes: ['060', '061'] },
  { code: 'PI', name: 'Pisa', capPrefixes: ['560', '561'] },
  { code: 'PN', name: 'Pordenone', capPrefixes: ['330', '331'] },
  { code: 'PO', name: 'Prato', capPrefixes: ['590', '591'] },
  { code: 'PR', name: 'Parma', capPrefixes: ['430', '431'] },
  { code: 'PT', name: 'Pistoia', capPrefixes: ['510', '511'] },
  { code: 'PU', name: 'Pesaro e Urbino', capPrefixes: ['610', '611'] },
  { code: 'PV', name: 'Pavia', capPrefixes: ['270', '271'] },
  { code: 'PZ', name: 'Potenza', capPrefixes: ['850', '851'] },
  { code: 'RA', name: 'Ravenna', capPrefixes: ['480', '481'] },
  { code: 'RC', name: 'Reggio Calabria', capPrefixes: ['890', '891'] },
  { code: 'RE', name: 'Reggio nell’Emilia', capPrefixes: ['420', '421'] },
  { code: 'RG', name: 'Ragusa', capPrefixes: ['970', '971'] },
  { code: 'RI', name: 'Rieti', capPrefixes: ['020', '021'] },
  { code: 'RM', name: 'Roma', capPrefixes: ['000', '001'] },
  { code: 'RN', name: 'Rimini', capPrefixes: ['478', '479'] },
  { code: 'RO', name: 'Rovigo', capPrefixes: ['450', '451'] },
  { code: 'SA', name: 'Salerno', capPrefixes: ['840', '841'] },
  { code: 'SI', name: 'Siena', capPrefixes: ['530', '531'] },
  { code: 'SO', name: 'Sondrio', capPrefixes: ['230', '231'] },
  { code: 'SP', name: 'La Spezia', capPrefixes: ['190', '191'] },
  { code: 'SR', name: 'Siracusa', capPrefixes: ['960', '961'] },
  { code: 'SS', name: 'Sassari', capPrefixes: ['070', '071'] },
  { code: 'SU', name: 'Sud Sardegna', capPrefixes: ['090'] },
  { code: 'SV', name: 'Savona', capPrefixes: ['120', '170', '171'] },
  { code: 'TA', name: 'Taranto', capPrefixes: ['740', '741'] },
  { code: 'TE', name: 'Teramo', capPrefixes: ['640', '641'] },
  { code: 'TN', name: 'Trento', capPrefixes: ['380', '381'] },
  { code: 'TO', name: 'Torino', capPrefixes: ['100', '101'] },
  { code: 'TP', name: 'Trapani', capPrefixes: ['910', '911'] },
  { code: 'TR', name: 'Terni', capPrefixes: ['050', '051'] },
  { code: 'TS', name: 'Trieste', capPrefixes: ['340', '341'] },
  { code: 'TV', name: 'Treviso', capPrefixes: ['310', '311'] },
  { code: 'UD', name: 'Udine', capPrefixes: ['330', '331'] },
  { code: 'VA', name: 'Varese', capPrefixes: ['210', '211'] },
  { code: 'VB', name: 'Verbano-Cusio-Ossola', capPrefixes: ['288', '289'] },
  { code: 'VC', name: 'Vercelli', capPrefixes: ['130', '131'] },
  { code: 'VE', name: 'Venezia', capPrefixes: ['300', '301'] },
  { code: 'VI', name: 'Vicenza', capPrefixes: ['360', '361'] },
  { code: 'VR', name: 'Verona', capPrefixes: ['370', '371'] },
  { code: 'VT', name: 'Viterbo', capPrefixes: ['010', '011'] },
  { code: 'VV', name: 'Vibo Valentia', capPrefixes: ['898', '899'] },
];

const BY_CODE = new Map(ITALIAN_PROVINCES.map((province) => [province.code, province]));

/** The province of an official code (exact, upper case), or undefined. */
export function italianProvince(code: string): ItalianProvince | undefined {
  return BY_CODE.get(code);
}

/** Whether an Italian CAP (5 digits) belongs to a town of the province `code`. */
export function capMatchesProvince(cap: string, code: string): boolean {
  const province = BY_CODE.get(code);
  return province !== undefined && province.capPrefixes.includes(cap.slice(0, 3));
}
