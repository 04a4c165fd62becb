/**
 * The help centre's static text (spec 2, 2: 8 cards, sub-cards for four of them; spec 2, 9: the help facts). The
 * slugs are the spec's; the texts are ours, with the spec's numbers.
 */
export interface HelpTopic {
  slug: string;
  title: string;
  /** Paragraphs of a card without sub-cards, or of a sub-card. */
  text?: string[];
  topics?: HelpTopic[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'datos-personales',
    title: 'Datos personales',
    topics: [
      {
        slug: 'actualizacion-datos-personales',
        title: 'Actualización de datos personales',
        text: ['Puedes cambiar tu nombre, correo y teléfono en Mi perfil, dentro de tu cuenta.'],
      },
      {
        slug: 'tratamiento-datos',
        title: 'Tratamiento de datos',
        text: [
          'Tratamos tus datos personales según nuestra política de tratamiento de datos y la ley colombiana de protección de datos personales.',
        ],
      },
      {
        slug: 'requerimientos-sobre-tratamiento-datos',
        title: 'Requerimientos sobre tratamiento de datos',
        text: [
          'Para conocer, actualizar, rectificar o suprimir tus datos, o revocar tu autorización, escríbenos por WhatsApp o desde PQRS.',
        ],
      },
    ],
  },
  {
    slug: 'suscripcion',
    title: 'Suscripción',
    topics: [
      {
        slug: 'renovaciones',
        title: 'Renovaciones',
        text: [
          'Tu suscripción se renueva automáticamente al final de cada periodo.',
          'Si no quieres que se renueve, cancela la renovación automática al menos 2 días antes de que termine el periodo, en Mis suscripciones.',
        ],
      },
      {
        slug: 'cambios-en-mi-suscripcion',
        title: 'Cambios en mi suscripción',
        text: ['Puedes cancelar o reactivar tu suscripción y compartirla desde Mis suscripciones.'],
      },
      {
        slug: 'tipos-de-suscripciones',
        title: 'Tipos de suscripciones',
        text: ['La suscripción digital te da acceso a todo el contenido en hasta 4 dispositivos.'],
      },
    ],
  },
  {
    slug: 'transacciones',
    title: 'Transacciones',
    topics: [
      {
        slug: 'devoluciones',
        title: 'Devoluciones',
        text: [
          'Tienes derecho de retracto durante 5 días hábiles después de tu compra.',
          'Si lo ejerces, te devolvemos el dinero dentro de los 15 días calendario siguientes.',
          'Para recibir la devolución en tu cuenta envíanos un certificado bancario expedido hace no más de 30 días.',
        ],
      },
      {
        slug: 'facturacion',
        title: 'Facturación',
        text: ['La factura de tu compra llega al correo electrónico con el que compraste.'],
      },
      {
        slug: 'medios-de-pago',
        title: 'Medios de pago',
        text: ['Aceptamos las tarjetas Visa, Mastercard, American Express y Diners.'],
      },
    ],
  },
  {
    slug: 'entrega-periodico',
    title: 'Entrega del periódico',
    text: [
      'Los cambios de dirección que solicites antes de las 3:00 p. m. se aplican desde el siguiente día hábil.',
      'Si no recibiste tu periódico, repórtalo antes del mediodía (12:00 m.) del mismo día.',
    ],
  },
  {
    slug: 'soporte-tecnico',
    title: 'Soporte técnico',
    topics: [
      {
        slug: 'accesso-a-mi-suscripcion-digital',
        title: 'Acceso a mi suscripción digital',
        text: ['Ingresa con tu correo y contraseña. Tu suscripción digital funciona en hasta 4 dispositivos.'],
      },
      {
        slug: 'accesso-a-mi-contenido',
        title: 'Acceso a mi contenido',
        text: ['Nuestra aplicación funciona en Android 8.2 o superior y en iOS 8.0 o superior.'],
      },
      {
        slug: 'ediciones-impresas-en-formato-digital',
        title: 'Ediciones impresas en formato digital',
        text: ['Con tu suscripción consultas la edición impresa del día y el archivo de las 7 ediciones anteriores.'],
      },
    ],
  },
  {
    slug: 'contenido-editorial',
    title: 'Contenido editorial',
    text: ['Para comentarios o correcciones sobre nuestras publicaciones, escríbenos por WhatsApp.'],
  },
  {
    slug: 'clasificados',
    title: 'Clasificados',
    text: ['Para publicar o consultar un aviso clasificado, escríbenos por WhatsApp.'],
  },
  {
    slug: 'pqrs',
    title: 'PQRS',
    text: ['Peticiones, quejas, reclamos y sugerencias: escríbenos por WhatsApp y te respondemos.'],
  },
];
