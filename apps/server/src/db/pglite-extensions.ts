import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions the migrations create, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };
