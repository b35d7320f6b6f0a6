import { makeStore } from '../app/store';
import {
  globalSettingsLoaded,
  initialAppState,
  localeChanged,
  rightSidebarToggled,
  selectCurrentStep,
  selectGlobalSettings,
  selectLocale,
  selectPrevStep,
  stepChanged,
} from './appSlice';

describe('app state', () => {
  it('starts on the first step with "/" as the previous step, Italian, no settings', () => {
    const state = makeStore().getState();
    expect(state.app).toEqual(initialAppState);
    expect(state.app.steps).toEqual(['Cart', 'Personal Info', 'Shipping', 'Payment', 'Review']);
    expect(selectPrevStep(state)).toEqual({ path: '/', label: '' });
  });

  it('toggles or sets the right sidebar', () => {
    const store = makeStore();
    store.dispatch(rightSidebarToggled());
    expect(store.getState().app.openRightSidebar).toBe(true);
    store.dispatch(rightSidebarToggled(false));
    expect(store.getState().app.openRightSidebar).toBe(false);
  });

  it('records a step change with its neighbours, keeping the step within the list', () => {
    const store = makeStore();
    store.dispatch(
      stepChanged({
        currentStep: 3,
        prevStep: '/checkout',
        prevStepLabel: 'Shipping',
        nextStep: '/checkout/review',
        nextStepLabel: 'Review',
      }),
    );
    expect(selectCurrentStep(store.getState())).toBe(3);
    expect(selectPrevStep(store.getState())).toEqual({ path: '/checkout', label: 'Shipping' });
    store.dispatch(stepChanged({ currentStep: 9 }));
    expect(selectCurrentStep(store.getState())).toBe(4);
    expect(selectPrevStep(store.getState())).toEqual({ path: '/', label: '' });
  });

  it('takes the steps the checkout publishes, with "" meaning no previous step', () => {
    const store = makeStore();
    store.dispatch(
      stepChanged({
        steps: ['Carrello', 'Dati personali', 'Spedizione', 'Pagamento', 'Riepilogo'],
        currentStep: 0,
        prevStep: '',
        prevStepLabel: '',
        nextStep: '/checkout',
        nextStepLabel: 'Dati personali',
      }),
    );
    expect(store.getState().app.steps).toEqual([
      'Carrello',
      'Dati personali',
      'Spedizione',
      'Pagamento',
      'Riepilogo',
    ]);
    expect(selectPrevStep(store.getState())).toEqual({ path: '/', label: '' });
    expect(store.getState().app.nextStep).toBe('/checkout');
  });

  it('changes the locale and stores the global settings', () => {
    const store = makeStore();
    store.dispatch(localeChanged('en'));
    const settings = {
      globalMessages: ['Hi'],
      globalMessagesBackground: '#000',
      globalMessagesColor: '#fff',
      globalMessagesLink: [null],
    };
    store.dispatch(globalSettingsLoaded(settings));
    expect(selectLocale(store.getState())).toBe('en');
    expect(selectGlobalSettings(store.getState())).toEqual(settings);
  });
});
