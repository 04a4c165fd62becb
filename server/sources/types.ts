/** The sources' contract lives in contracts/sources (docs/architecture.md); server code may import it from here. */
export type { Sources, SourceResult, SourceResults } from '../../contracts/sources';
