import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type GlobalSettings, type Locale } from '@shop/shared';

/** The checkout steps shown in the progress bar, in order (spec §4). */
export const CHECKOUT_STEPS = ['Cart', 'Personal Info', 'Shipping', 'Payment', 'Review'] as const;

export interface AppState {
  openRightSidebar: boolean;
  /** 0-based index into `steps`. */
  currentStep: number;
  /** Path the slim header's back button goes to. */
  prevStep: string;
  prevStepLabel: string;
  nextStep: string;
  nextStepLabel: string;
  locale: Locale;
  steps: readonly string[];
  globalSettings: GlobalSettings | null;
}

export const initialAppState: AppState = {
  openRightSidebar: false,
  currentStep: 0,
  prevStep: '/',
  prevStepLabel: '',
  nextStep: '',
  nextStepLabel: '',
  locale: DEFAULT_LOCALE,
  steps: CHECKOUT_STEPS,
  globalSettings: null,
};

export interface StepChange {
  /** The steps' labels, when the checkout says them (`checkout:steps`); kept otherwise. */
  steps?: readonly string[];
  currentStep: number;
  prevStep?: string;
  prevStepLabel?: string;
  nextStep?: string;
  nextStepLabel?: string;
}

export const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    rightSidebarToggled(state, action: PayloadAction<boolean | undefined>) {
      state.openRightSidebar = action.payload ?? !state.openRightSidebar;
    },
    stepChanged(state, action: PayloadAction<StepChange>) {
      const {
        steps,
        currentStep,
        prevStep,
        prevStepLabel = '',
        nextStep = '',
        nextStepLabel = '',
      } = action.payload;
      if (steps && steps.length > 0) state.steps = [...steps];
      state.currentStep = Math.min(Math.max(currentStep, 0), state.steps.length - 1);
      // No previous step ("" from the checkout) is the spec's default "/".
      Object.assign(state, { prevStep: prevStep || '/', prevStepLabel, nextStep, nextStepLabel });
    },
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    globalSettingsLoaded(state, action: PayloadAction<GlobalSettings>) {
      state.globalSettings = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectGlobalSettings: (state) => state.globalSettings,
    selectCurrentStep: (state) => state.currentStep,
    selectPrevStep: (state) => ({ path: state.prevStep, label: state.prevStepLabel }),
  },
});

export const { rightSidebarToggled, stepChanged, localeChanged, globalSettingsLoaded } =
  appSlice.actions;
export const { selectLocale, selectGlobalSettings, selectCurrentStep, selectPrevStep } =
  appSlice.selectors;
