import { SIZE_SYSTEMS, type BodyMeasurement, type SizeGuide, type SizeSystem } from '@shop/shared';

export interface SizeGuideColumns {
  /** Whether the sizes are sold under numbers, so each has a letter to show beside it. */
  letter: boolean;
  /** The size systems to show: not the Italian one when it is the size's own label. */
  systems: SizeSystem[];
  /** Body measurements in cm; none from an API that does not give them. */
  measurements: BodyMeasurement[];
}

/** The columns of a guide's two tables, from what its rows hold. */
export function sizeGuideColumns(guide: SizeGuide): SizeGuideColumns {
  return {
    letter: guide.rows.some((row) => row.letter !== undefined),
    systems: SIZE_SYSTEMS.filter(
      (system) => system !== 'it' || guide.rows.some((row) => row.systems.it !== row.size),
    ),
    measurements: (guide.measurements ?? []).filter((measurement) =>
      guide.rows.every((row) => row.measurements?.[measurement] !== undefined),
    ),
  };
}
