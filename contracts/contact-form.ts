import { z } from 'zod';

/** The contact form's subjects: the help centre's eight topics. */
export const CONTACT_SUBJECTS = [
  'Datos personales',
  'Suscripción',
  'Transacciones',
  'Entrega del periódico',
  'Soporte técnico',
  'Contenido editorial',
  'Clasificados',
  'PQRS',
] as const;

export const CONTACT_MESSAGES = {
  name: 'Escribe tu nombre (hasta 100 caracteres).',
  email: 'Formato de correo electrónico no válido',
  phone: 'El teléfono debe tener entre 10 y 12 dígitos.',
  subject: 'Elige el motivo de tu mensaje.',
  message: 'Escribe tu mensaje (hasta 2.000 caracteres).',
  sent: 'Gracias por escribirnos. Te responderemos a tu correo electrónico.',
  failed: 'No pudimos enviar tu mensaje. Inténtalo de nuevo o escríbenos por WhatsApp.',
} as const;

// Spec 2, 5: the standard e-mail pattern, up to 100 characters.
const EMAIL = /^[^\s@]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;

/**
 * The contact form (spec 2, 7: POST /wolkvox/report, a form body): what the reader's browser sends to our host and
 * what our host passes on to the notification service, field for field.
 */
export const contactReport = z.object({
  nombre: z
    .string({ error: CONTACT_MESSAGES.name })
    .trim()
    .min(1, CONTACT_MESSAGES.name)
    .max(100, CONTACT_MESSAGES.name),
  correo: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(100, CONTACT_MESSAGES.email)
    .regex(EMAIL, CONTACT_MESSAGES.email),
  telefono: z
    .string({ error: CONTACT_MESSAGES.phone })
    .trim()
    .regex(/^(\d{10,12})?$/, CONTACT_MESSAGES.phone)
    .default(''),
  asunto: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  mensaje: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(1, CONTACT_MESSAGES.message)
    .max(2000, CONTACT_MESSAGES.message),
});
export type ContactReport = z.infer<typeof contactReport>;

/** Where the form posts on the site's own host (the notification service's path, under our notification base). */
export const CONTACT_REPORT_PATH = '/notification/public/v1/wolkvox/report';
