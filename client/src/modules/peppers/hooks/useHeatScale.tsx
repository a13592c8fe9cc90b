import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_HEAT_SCALE_TOP_SHU } from '../utils/heatScale';

const HeatScaleContext = createContext<number>(DEFAULT_HEAT_SCALE_TOP_SHU);

export interface HeatScaleProviderProps {
  /** Rating SHU of the hottest pepper; unknown (null, 0) keeps the default top. */
  topShu: number | null | undefined;
  children: ReactNode;
}

/** Sets the top of every heat bar below it, so the hottest pepper shown fills its bar and no other does. */
export function HeatScaleProvider({ topShu, children }: HeatScaleProviderProps) {
  const value = topShu && topShu > 0 ? topShu : DEFAULT_HEAT_SCALE_TOP_SHU;
  return <HeatScaleContext.Provider value={value}>{children}</HeatScaleContext.Provider>;
}

export function useHeatScaleTop(): number {
  return useContext(HeatScaleContext);
}
