// React bindings that read the store or call the API (shared/ui stays free of both).
export { FavoriteButton, announceFavoriteAdded } from './favorite-button';
export type { FavoriteButtonProps } from './favorite-button';
export { useFormSubmit } from './use-form-submit';
export type { FormErrors, FormResult, FormSubmit, FormSubmitOptions } from './use-form-submit';
