import type { SectionBank } from './types';

/**
 * Foros Semana: the forums (events with speakers and panels) and the videos of their best moments. Only the
 * foros-semana site carries them (../forums.ts), so this bank is not one of every site's sections.
 */
export const foros: SectionBank = {
  slug: 'foros-semana',
  name: 'Foros Semana',
  slots: {
    tema: [
      'el futuro de la energía',
      'la seguridad en las regiones',
      'la educación pública',
      'la salud mental de los jóvenes',
      'el agro colombiano',
      'la transformación digital',
      'la movilidad en las ciudades',
      'el empleo formal',
      'la paz territorial',
      'el turismo sostenible',
      'la vivienda social',
      'el agua y el cambio climático',
    ],
  },
  headlines: [
    'Foro Semana: {tema} en el centro del debate',
    'Foro Semana en {ciudad}: expertos discuten {tema}',
    'Así fue el Foro Semana sobre {tema}',
    'Foro Semana: ¿qué le espera a Colombia con {tema}?',
    'Líderes de {departamento} debatieron en el Foro Semana sobre {tema}',
  ],
  subheadlines: [
    'Empresarios, académicos y funcionarios se reunieron para hablar de {tema}.',
    'Un encuentro de Semana con los protagonistas de {tema}.',
    'Las conclusiones del foro y las propuestas de los panelistas.',
  ],
  sentences: [
    'El foro reunió a más de {cifra} panelistas durante una jornada de cuatro horas.',
    'La conversación giró alrededor de {tema} y de sus efectos en las regiones.',
    'Los asistentes pudieron hacer preguntas a los invitados al final de cada panel.',
    'La moderación estuvo a cargo de periodistas de Semana.',
    'El encuentro se transmitió en directo por las redes sociales de la revista.',
    'Los organizadores anunciaron que el próximo foro se hará en {ciudad}.',
    'Durante el primer panel, {persona2} presentó cifras recientes sobre {tema}.',
    'Según los expertos, el país necesita acuerdos de largo plazo sobre {tema}.',
    'La jornada cerró con una lista de propuestas que se entregará al Gobierno.',
    'Más de {miles} personas siguieron la transmisión en vivo.',
    'El auditorio de {ciudad} estuvo lleno desde las primeras horas de la mañana.',
    'Los panelistas coincidieron en que las regiones deben tener más voz en el debate.',
  ],
  headers: ['Los paneles', 'Las conclusiones', 'Lo que viene'],
  quotes: [
    'Este foro demuestra que sí es posible conversar sobre {tema} con datos.',
    'Las regiones tienen mucho que decir y hay que escucharlas.',
    'Necesitamos pasar del diagnóstico a las decisiones.',
  ],
  roles: ['panelista del foro', 'moderadora del foro', 'experto invitado', 'rectora de una universidad'],
  listItems: [
    'Panel 1: el diagnóstico.',
    'Panel 2: las experiencias regionales.',
    'Panel 3: las propuestas.',
    'Cierre: conversación con el público.',
  ],
  tags: ['Foros Semana', 'Debate', 'Colombia', 'Eventos Semana'],
  images: ['Panelistas del Foro Semana en {ciudad}', 'El público durante el foro sobre {tema}'],
};

/** The forums announced: what each will discuss, where and when. */
export const forosProximos: SectionBank = {
  ...foros,
  slug: 'foros-semana-proximos',
  headlines: [
    'Foro Semana en {ciudad}: {tema}',
    'Llega a {ciudad} el Foro Semana sobre {tema}',
    'Inscríbase al Foro Semana: {tema}',
    'Próximo Foro Semana: los retos de {departamento} frente a {tema}',
  ],
  subheadlines: [
    'La entrada es libre con inscripción previa; cupos limitados.',
    'Expertos, empresarios y autoridades hablarán de {tema}.',
    'El encuentro también se transmitirá en directo por las redes de Semana.',
  ],
  // An announced forum has not happened yet: its story says what will be (issue 28: no text that contradicts itself).
  sentences: [
    'El foro reunirá a más de {cifra} panelistas durante una jornada de cuatro horas.',
    'La conversación girará alrededor de {tema} y de sus efectos en las regiones.',
    'Los asistentes podrán hacer preguntas a los invitados al final de cada panel.',
    'La moderación estará a cargo de periodistas de Semana.',
    'El encuentro se transmitirá en directo por las redes sociales de la revista.',
    'La entrada es libre, pero los cupos son limitados y se asignan por orden de inscripción.',
    'Entre los invitados estará {persona2}, que presentará cifras recientes sobre {tema}.',
    'Las conclusiones se entregarán al Gobierno y a las autoridades de {departamento}.',
    'El auditorio de {ciudad} abrirá sus puertas una hora antes del primer panel.',
  ],
  headers: ['La agenda', 'Los invitados', 'Cómo inscribirse'],
  quotes: [
    'Queremos que este foro pase del diagnóstico a las decisiones.',
    'Las regiones tienen mucho que decir sobre {tema} y hay que escucharlas.',
  ],
};

/** The videos of the forums' best moments: who said what. */
export const forosVideos: SectionBank = {
  ...foros,
  slug: 'foros-semana-videos',
  headlines: [
    'Esto dijo {persona2} sobre {tema} en el Foro Semana',
    'El momento en que {persona} habló de {tema}',
    '“Hay que escuchar a las regiones”: el mensaje desde {ciudad}',
    'Video: lo mejor del Foro Semana sobre {tema}',
    'La pregunta del público sobre {tema} que puso a debatir al panel',
  ],
  subheadlines: ['Un momento del Foro Semana.', 'Vea la intervención completa.'],
};
