export { CountryPicker } from './CountryPicker';
export { CountrySuggestionPopup } from './CountrySuggestionPopup';
export { COUNTRY_NAMESPACE, registerCountryTexts } from './country-texts';
