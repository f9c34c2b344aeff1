// What other features use of auth: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { NewPasswordFields, OneTimeCodeField } from './AuthFields';
export { authApi, userApi } from './auth-api';

import './own-password.pl';

export { safeRedirect } from './useCompleteLogin';
