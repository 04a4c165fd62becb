import type { SectionBank } from './types';

export const especiales: SectionBank = {
  slug: 'especiales',
  name: 'Especiales',
  subtype: 'especial',
  headlines: [
    'Los guardianes del río: la lucha por salvar el Magdalena',
    'Viaje al corazón de {departamento}: crónica de un territorio que resiste',
    'Las mujeres que reconstruyen la memoria de {ciudad}',
    'Café de origen: la historia detrás de cada taza',
    'Los niños que cruzan el río para ir a la escuela',
    'Cartografía del olvido: los pueblos sin carretera',
  ],
  subheadlines: [
    'Un recorrido de varias semanas por uno de los territorios más golpeados del país.',
    'Testimonios, datos y fotografías de una historia que merece ser contada.',
    'Un especial multimedia sobre quienes se niegan a rendirse.',
  ],
  sentences: [
    'Para llegar a la vereda hay que viajar seis horas en chalupa y dos a lomo de mula.',
    'Allí viven cerca de {cifra}0 familias que han aprendido a sobrevivir con lo que da la tierra.',
    'Doña {persona2} recuerda la época en la que el río era la única carretera.',
    'Los pescadores aseguran que cada año hay menos bocachico y más sedimento.',
    'La escuela tiene un solo salón y una profesora para todos los grados.',
    'Las mujeres del pueblo crearon un colectivo para documentar la historia de sus desaparecidos.',
    'Durante el recorrido, el equipo periodístico visitó {cifra} municipios de {departamento}.',
    'Las cifras oficiales no alcanzan a describir lo que se vive en el territorio.',
    'Los jóvenes sueñan con estudiar, pero la universidad más cercana está a un día de viaje.',
    'Cada cosecha de café es el resultado de meses de trabajo en las laderas.',
    'La memoria, dicen, es la única herencia que nadie les puede quitar.',
    'El silencio de la noche solo se rompe con el ruido del generador eléctrico.',
    'Los líderes de la comunidad han presentado decenas de derechos de petición sin respuesta.',
    'El río da la vida y también la quita, repiten los mayores.',
    'Esta historia es el resultado de meses de reportería en terreno.',
  ],
  // Drawn in any order (../body.ts shuffles them): none says where in the report it stands (issue 28).
  headers: ['El territorio', 'La gente', 'La memoria', 'Lo que viene'],
  quotes: [
    'Aquí nadie se va a rendir; esta tierra es lo único que tenemos.',
    'El Estado llega cuando hay elecciones y se va al día siguiente.',
    'Contar lo que pasó es nuestra forma de sanar.',
  ],
  roles: ['lideresa comunitaria', 'pescador artesanal', 'profesora rural'],
  listItems: [
    'Seis horas de viaje en lancha.',
    'Una escuela para todos los grados.',
    'Ningún centro de salud.',
    'Un solo teléfono satelital.',
  ],
  tags: ['Especiales', 'Crónica', 'Regiones', 'Memoria', 'Multimedia'],
  images: [
    'Una chalupa navega por el río al amanecer',
    'Niños caminan hacia la escuela rural',
    'Una lideresa sostiene fotografías de sus familiares',
    'Recolectores de café en una ladera de {departamento}',
  ],
  tableMetric: 'Familias',
};
