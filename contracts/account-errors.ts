/**
 * The error catalogue of spec 2, 8: every code a reader can meet, with the Spanish text the site shows for it. One
 * table for the identity and sales services (their answers' `message`) and for the site's forms (which show the text
 * for the answer's `code`, whatever the message). Where the spec words a text, the text is the spec's; where it only
 * says what the code means ('full text not shown'), the text is ours.
 */

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

const group = (codes: readonly string[], text: string): Record<string, string> =>
  Object.fromEntries(codes.map((code) => [code, text]));

const SESSION_EXPIRED = 'Sesion Expirada';
const EMAIL_NOT_FOUND = 'Correo electrónico no encontrado, por favor ingrese uno nuevo.';
const FULL_NAME_IN_USE = 'El nombre completo ya está registrado con otro usuario.';
const USERNAME_REQUIRED = 'El nombre de usuario es obligatorio.';
const USERNAME_LENGTH = 'El nombre de usuario debe tener entre 5 y 100 caracteres.';
const CANNOT_CHARGE = 'No pudimos procesar el pago con tu tarjeta. Verifica los datos o usa otra tarjeta.';
const ORDER_FAILED = 'No pudimos procesar tu pedido. Inténtalo de nuevo.';
const CODE_FAILED = 'El código de precio o de campaña no es válido.';

/** Codes the site's own client raises (spec 2, 8 'client-raised'); the reader sees them in Spanish. */
const CLIENT: Record<string, string> = {
  requiredField: 'El campo es obligatorio',
  passwordsDoNotMatch: 'Tus contraseñas no coinciden',
  dobRequired: 'Por favor ingresa tu fecha de nacimiento',
  userNotOfAge: 'Debes tener al menos 14 años',
  googleSdkError: 'No se pudo cargar el ingreso con Google.',
  googleSignOnError: 'No fue posible ingresar con Google.',
  facebookSdkError: 'No se pudo cargar el ingreso con Facebook.',
  facebookSignOnError: 'No fue posible ingresar con Facebook.',
  ChunkLoadError: 'No se pudo cargar esta parte de la página. Recarga la página.',
  CSS_CHUNK_LOAD_FAILED: 'No se pudo cargar el diseño de esta parte de la página. Recarga la página.',
};

/** Server codes the spec maps to Spanish messages. */
const SPANISH: Record<string, string> = {
  ...group(['0014a', '100011', '300019'], SESSION_EXPIRED),
  '100018': 'Sesión expirada, por favor ingrese nuevamente.',
  '100014': 'Tu cuenta ha sido bloqueada temporalmente. Inténtalo de nuevo más tarde.',
  '100015': 'Tu cuenta está desactivada.',
  ...group(['100023', '300023'], FULL_NAME_IN_USE),
  ...group(['100096', '300009', '300030', '100104', '404'], EMAIL_NOT_FOUND),
  '300022': 'El correo electrónico está registrado con otro usuario.',
  '300033': 'La solicitud de cambio de contraseña ha expirado.',
  '300036': 'La contraseña debe tener mínimo 8 caracteres, con mayúsculas, minúsculas y números.',
  '300037': 'Debes restablecer tu contraseña.',
  '300039': 'Ya existe un usuario registrado con ese correo.',
  '300040': 'La contraseña es incorrecta.',
  '300059': 'La suscripción no se puede cancelar.',
  '300071': 'El teléfono debe tener entre 10 y 12 caracteres.',
  '300075': 'El formato del correo electrónico no es válido.',
  ...group(['300080', '300300'], USERNAME_REQUIRED),
  ...group(['300081', '300301'], USERNAME_LENGTH),
  '300093': 'El nombre debe tener entre 1 y 100 caracteres.',
  '300127': 'El nombre contiene un carácter no válido.',
  '300128': 'El apellido debe tener entre 1 y 100 caracteres.',
  '300129': 'El apellido contiene un carácter no válido.',
  '300130': 'El segundo apellido debe tener entre 1 y 50 caracteres.',
  '300165': 'Error en la dirección, verifica la nomenclatura.',
  '300166': 'Dirección no válida.',
  '300167': 'Ciudad no válida.',
  '300168': 'Departamento no válido.',
  '300169': 'País no válido.',
  '300170': 'El pago fue rechazado, verifica los datos e inténtalo nuevamente.',
  '30167a': 'Respuesta inválida del proveedor de pagos.',
  '300201': 'El campo tiene demasiados caracteres o caracteres no permitidos.',
};

/** Codes of the spec's English catalogue, whose texts it does not show: ours, in Spanish. */
const ENGLISH_CATALOGUE: Record<string, string> = {
  '110010': 'El usuario o la contraseña no son válidos.',
  '130001': 'No pudimos verificar que no eres un robot. Intenta de nuevo.',
  '130051': 'Debes confirmar tu correo electrónico. Revisa el enlace que te enviamos.',
  '300031': 'El nombre de usuario no está disponible.',
  '300041': 'El dominio del correo electrónico no está permitido.',
  '300044': 'Debe quedar al menos una forma de ingresar a tu cuenta.',
  '300050': 'El correo electrónico ya fue verificado.',
  '300073': 'La suscripción ya se comparte con el número máximo de personas.',
  '3007010': 'Se permiten como máximo 100 contactos.',
  '3007011': 'Se permiten como máximo 100 direcciones.',
  '3007012': 'Se permiten como máximo 100 atributos.',
  '330059': 'La suscripción que se comparte ya no está activa.',
  '330060': 'La suscripción ya fue recuperada.',
  '330061': 'No puedes cancelar esta suscripción.',
  '330062': 'No puedes recuperar esta suscripción.',
  '330201': 'La persona ya hace parte de esta suscripción o ya fue invitada.',
  ...group(['300057', '300085', ...range(300160, 300164), '300178', '300180', '300181'], CANNOT_CHARGE),
  ...group([...range(330165, 330167), '330180'], CANNOT_CHARGE),
  ...group([...range(300001, 300008), ...range(300012, 300018)], ORDER_FAILED),
  ...group(range(300131, 300142), CODE_FAILED),
  // Spec 2, 4: tolerated in the Google flow (the purchase was recorded before).
  '300425': 'La compra con Google ya estaba registrada.',
};

/** Codes of ours where the spec names none (upper-case, as the spec's avatar codes read). */
const OURS: Record<string, string> = {
  MAGIC_LINK_EXPIRED: 'El enlace para ingresar ya fue usado o expiró. Pide uno nuevo.',
  VERIFICATION_LINK_EXPIRED: 'El enlace para confirmar tu correo ya fue usado o expiró. Pide uno nuevo.',
  DELETION_CODE_EXPIRED: 'El enlace para eliminar tu cuenta ya fue usado o expiró. Pide uno nuevo.',
  SHARE_CODE_USED: 'Este código de invitación ya fue usado.',
};

export const ACCOUNT_ERROR_TEXTS: Readonly<Record<string, string>> = {
  ...CLIENT,
  ...SPANISH,
  ...ENGLISH_CATALOGUE,
  ...OURS,
};

/** The catalogue's text for a code, or undefined. */
export function accountErrorText(code: string): string | undefined {
  return Object.hasOwn(ACCOUNT_ERROR_TEXTS, code) ? ACCOUNT_ERROR_TEXTS[code] : undefined;
}

/**
 * The text of a code as the site shows it; comma-combined codes ('300127,300129') combine their texts (spec 2, 8).
 * Undefined when any part is unknown, so the caller falls back to the service's message.
 */
export function errorTextFor(code: string): string | undefined {
  const texts = code.split(',').map((part) => accountErrorText(part.trim()));
  if (texts.length === 0 || texts.some((text) => text === undefined)) return undefined;
  return texts.join(' ');
}
