import type { SectionBank } from './types';

/** Semana Play: the streaming sub-brand (its own article template). */
export const semanaplay: SectionBank = {
  slug: 'semanaplay',
  name: 'Semana Play',
  headlines: [
    'Estreno en Semana Play: la serie documental sobre los héroes del Pacífico',
    'Semana Play presenta: una noche con los músicos de {ciudad}',
    'La entrevista completa con {persona}, ahora en Semana Play',
    'Nuevo episodio: los sabores escondidos de {departamento}',
  ],
  subheadlines: ['Disponible desde hoy para todos los usuarios.', 'Un contenido exclusivo de la plataforma.'],
  sentences: [
    'El episodio dura cerca de 40 minutos y fue grabado durante dos semanas.',
    'La producción recorrió {cifra} municipios para contar esta historia.',
    'Los nuevos capítulos se estrenan cada jueves a las 8:00 de la noche.',
    'La serie combina entrevistas, archivo y música original.',
    'La directora {persona2} explicó que el proyecto tomó más de un año.',
    'Los suscriptores pueden ver la temporada completa sin cortes.',
    'La plataforma anunció una segunda temporada para el próximo año.',
    'Las grabaciones se hicieron con equipos ligeros para llegar a zonas apartadas.',
  ],
  headers: ['Sobre el episodio', 'Cómo verlo'],
  quotes: ['Queríamos contar el país desde sus protagonistas.', 'Cada episodio es un viaje.'],
  roles: ['director de la serie', 'productora ejecutiva'],
  listItems: ['Episodio 1: el origen.', 'Episodio 2: la travesía.', 'Episodio 3: el regreso.'],
  tags: ['Semana Play', 'Series', 'Documentales', 'Entretenimiento'],
  images: ['Fotograma de la serie documental', 'El equipo de grabación en {departamento}'],
};

/**
 * Cartoons: a drawing and a short note, under /caricaturas/galeria/ (the default template). As many headlines as a
 * site has cartoons (14), so the cartoons grid and the rail never show two with one text.
 */
export const caricaturas: SectionBank = {
  slug: 'caricaturas',
  name: 'Caricaturas',
  subtype: 'caricatura',
  headlines: [
    'La caricatura del día: el Congreso en vacaciones',
    'La caricatura del día: el dólar y el bolsillo',
    'La caricatura del día: la reforma que no llega',
    'La caricatura del día: trancones en {ciudad}',
    'La caricatura del día: las promesas de campaña',
    'La caricatura del día: el precio de la gasolina',
    'La caricatura del día: el invierno y las vías',
    'La caricatura del día: la selección y la hinchada',
    'La caricatura del día: los trinos del poder',
    'La caricatura del día: la fila de la EPS',
    'La caricatura del día: el arriendo en {ciudad}',
    'La caricatura del día: el debate sin ideas',
    'La caricatura del día: la cosecha de promesas',
    'La caricatura del día: el puente festivo',
    'La caricatura del día: la consulta que nadie pidió',
  ],
  subheadlines: ['El humor gráfico de la semana.', 'Una mirada irreverente a la actualidad.'],
  sentences: [
    'El caricaturista retrata con ironía uno de los temas de la semana.',
    'La viñeta circuló ampliamente en redes sociales.',
    'El humor gráfico tiene una larga tradición en la prensa colombiana.',
    'Cada semana, una nueva caricatura sobre la actualidad nacional.',
    'Los lectores pueden enviar sus comentarios a través de las redes sociales.',
  ],
  headers: ['Sobre la caricatura'],
  quotes: ['El humor es la forma más seria de decir las cosas.'],
  roles: ['caricaturista'],
  listItems: ['Humor.', 'Actualidad.', 'Opinión.'],
  tags: ['Caricaturas', 'Humor gráfico', 'Opinión'],
  images: ['Caricatura sobre la actualidad nacional'],
};

/** Sponsored content (owner.sponsored): no ads, no paywall. */
export const marcas: SectionBank = {
  slug: 'hablan-las-marcas',
  name: 'Hablan las marcas',
  subtype: 'patrocinado',
  headlines: [
    'Así es la nueva apuesta de una cadena colombiana por el comercio en {ciudad}',
    'La empresa de {departamento} que exporta energía limpia',
    'Un banco lanza programa de educación financiera para jóvenes',
    'La aerolínea que conecta regiones apartadas del país',
  ],
  subheadlines: ['Contenido patrocinado.', 'Una alianza que busca transformar la región.'],
  sentences: [
    'La compañía invirtió más de {miles} millones de pesos en el proyecto.',
    'La iniciativa beneficiará a {miles} familias de la región.',
    'El programa incluye capacitaciones gratuitas y acompañamiento permanente.',
    'La empresa lleva más de veinte años operando en Colombia.',
    'La gerente regional, {persona2}, destacó el compromiso con las comunidades.',
    'Los interesados pueden inscribirse en la página web de la compañía.',
    'La alianza cuenta con el respaldo de la Cámara de Comercio de {ciudad}.',
    'El proyecto hace parte de la estrategia de sostenibilidad de la marca.',
  ],
  headers: ['El proyecto', 'Cómo participar'],
  quotes: ['Creemos en el talento de las regiones.', 'Crecer juntos es nuestra forma de hacer empresa.'],
  roles: ['gerente regional de la compañía', 'directora de sostenibilidad'],
  listItems: ['Capacitación gratuita.', 'Acompañamiento técnico.', 'Acceso a financiación.'],
  tags: ['Hablan las marcas', 'Empresas', 'Contenido patrocinado'],
  images: ['Sede de la compañía en {ciudad}', 'Participantes del programa de formación'],
};
