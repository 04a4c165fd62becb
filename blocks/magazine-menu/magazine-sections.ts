// The sections live in contracts/ since issue 14: the server's known sections (a 404 or a landing) read them too.
export { magazineSections, type MenuItem } from '../../contracts/magazine-sections';
