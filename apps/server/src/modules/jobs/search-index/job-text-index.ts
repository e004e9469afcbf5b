import { float64s, int32s, uint16s, type Growable } from './growable.ts';
import {
  PROFESSION_MATCH_RANK,
  rankCd,
  rankOfOrderedPositions,
  rankOfPositions,
  type DocLexeme,
} from './rank.ts';
import { parseTsvector, type QueryItem, type QueryOperands } from './text-forms.ts';

// The in-process search index of one node (issue 30, decision 052): for every word of the live jobs,
// the jobs that hold it, so a text search finds its newest matches and their rank without asking the
// database, which then only reads the page's rows by id. It answers exactly as the SQL search: the
// same matches (AND of words, prefixes, corrections), the same filters, the newest 1,001 matches,
// ranked by PostgreSQL's own ts_rank_cd (rank.ts), ties broken by id.
//
// Jobs live in slots, numbered in the order they were added. The build adds them oldest first, and a
// job published later is newer than all of them, so going down the slots goes from new to old. A job
// that is re-added out of that order (an edit keeps its publication date) is "misplaced": the search
// merges those in by date. A changed or removed job's old slot is dead; compact() renumbers.

/** What the index holds of a live job. */
export interface IndexedJob {
  id: string;
  /** Microseconds since 1970 (PostgreSQL's precision), so ties break by id as the database's do. */
  publishedUs: number;
  category: string;
  /** lower(category_other) as PostgreSQL lowercases it, for the "other" jobs. */
  categoryOtherLower: string | null;
  schedule: string;
  employmentType: string;
  /** How much earlier work the job asks for (issue 33). */
  experience: string;
  /** A paid internship (issue 33), as `GET /jobs?paid=true` asks. */
  paidInternship: boolean;
  /** JOB_PAY_SQL (the top of a range when there is one): what salaryMin compares. */
  salary: number | null;
  lat: number;
  lng: number;
  /** The job's search vector as text (`jobs.search::text`). */
  vector: string;
}

export interface IndexFilters {
  category?: { key: string } | { otherLower: string };
  schedule?: string;
  employmentType?: string;
  experience?: string;
  /** Published at or after this time (µs), as `published_at >= now() - N days`. */
  publishedSinceUs?: number;
  salaryMin?: number;
  /** Only jobs with a salary, as `JOB_PAY_SQL is not null`. */
  withSalary?: boolean;
  /** Only paid internships. */
  paid?: boolean;
  /** Within radiusKm of the point, by the haversine distance the SQL search computes. */
  circle?: { lat: number; lng: number; radiusKm: number };
}

export type IndexCursor =
  { order: 'date'; publishedUs: number; id: string } | { order: 'rank'; rank: number; id: string };

export interface IndexQuery {
  operands: QueryOperands;
  /**
   * The profession keys each operand also matches by (a word that names a profession in any
   * language), in the operands' order; none when left out.
   */
  professions?: readonly (readonly string[])[];
  filters: IndexFilters;
  order: 'date' | 'rank';
  cursor?: IndexCursor;
  limit: number;
  /** The total's cap (SEARCH_TOTAL_CAP): matches are looked for among the newest cap + 1. */
  cap: number;
}

export interface IndexPage {
  /** The page's ids (limit + 1 at most, so the caller sees whether more follow), in order. */
  ids: string[];
  /** Each id's rank (rank order) or null (date order). */
  ranks: (number | null)[];
  /** Matches counted up to cap + 1. */
  counted: number;
}

/** Mean earth radius (IUGG), in km: the SQL search's. */
export const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** search.ts's haversineKm, in the same steps. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a =
    Math.pow(Math.sin(((lat2 - lat1) * RADIANS) / 2), 2) +
    Math.cos(lat1 * RADIANS) *
      Math.cos(lat2 * RADIANS) *
      Math.pow(Math.sin(((lng2 - lng1) * RADIANS) / 2), 2);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * How far in latitude and longitude (degrees) a point within radiusKm of the centre can lie, widened
 * by 1 %: a job outside it is farther than the radius, so the haversine is skipped for it (most of a
 * word's jobs are in other towns). Exact bounds on the sphere: the latitude differs by at most the
 * angular distance, the longitude by asin(sin d / cos φ) while the circle stays clear of a pole
 * (near one only the latitude is checked); a longitude difference is taken the short way round the
 * antimeridian. Never narrower than the haversine's own verdict, so it changes no answer.
 */
export interface CircleBounds {
  dLat: number;
  dLng: number | undefined;
}

export function circleBounds(lat: number, radiusKm: number): CircleBounds {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = (angle / RADIANS) * 1.01 + 1e-9;
  if (!(angle < Math.PI / 4) || Math.abs(lat) + dLat >= 89) return { dLat, dLng: undefined };
  const dLng = (Math.asin(Math.sin(angle) / Math.cos(lat * RADIANS)) / RADIANS) * 1.01 + 1e-9;
  return { dLat, dLng };
}

/** Whether (lat2, lng2) may be within the bounds of a circle around (lat1, lng1). */
export function withinBounds(bounds: CircleBounds, lat1: number, lng1: number, lat2: number, lng2: number) {
  if (Math.abs(lat2 - lat1) > bounds.dLat) return false;
  if (bounds.dLng === undefined) return true;
  const dLng = Math.abs(lng2 - lng1);
  return Math.min(dLng, 360 - dLng) <= bounds.dLng;
}

/**
 * Each job also holds its profession as a lexeme no query item can name (items are letters and
 * digits), so a word that names the profession finds the job through the same postings and checks.
 */
const PROFESSION_MARK = '\u0000';
const professionLexeme = (key: string) => `${PROFESSION_MARK}${key}`;

/** Small dictionaries for the filter columns: a number per distinct value. */
class Codes {
  private readonly byValue = new Map<string, number>();
  private readonly values: string[] = [];
  code(value: string): number {
    let code = this.byValue.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.byValue.set(value, code);
      this.values.push(value);
    }
    return code;
  }
  value(code: number): string {
    return this.values[code] ?? '';
  }
  find(value: string): number | undefined {
    return this.byValue.get(value);
  }
}

export class JobTextIndex {
  // Per slot.
  private readonly ids: string[] = [];
  private readonly published = float64s();
  private readonly alive: boolean[] = [];
  private readonly category = int32s();
  private readonly schedule = int32s();
  private readonly employmentType = int32s();
  private readonly experience = int32s();
  /** 1 for a paid internship, else 0. */
  private readonly paidInternship = int32s();
  private readonly salary = float64s();
  private readonly lat = float64s();
  private readonly lng = float64s();
  private readonly otherLower = new Map<number, string>();
  /** Where each slot's lexemes start in the entry arenas, and how many it has. */
  private readonly entryStart = int32s();
  private readonly entryCount = int32s();
  private readonly positionStart = int32s();
  // Per entry (a lexeme of a slot): its lexeme and how many positions follow in `positions`.
  private readonly entryLexeme = int32s();
  private readonly entryPositions = uint16s();
  private readonly positions = uint16s();
  // Per lexeme.
  private readonly lexemes: string[] = [];
  private readonly lexemeIds = new Map<string, number>();
  private readonly postings: Growable<Int32Array>[] = [];
  /** Lexemes in sorted order for prefix lookups, and those added since it was sorted. */
  private sorted: string[] = [];
  private recent: string[] = [];
  /** 1 for the lexemes a query ranks by, while it ranks (a typed read per entry, not a Set lookup). */
  private wantedMarks = new Uint8Array(0);

  private readonly slotOf = new Map<string, number>();
  private readonly misplaced = new Set<number>();
  private lastOrdered: { publishedUs: number; id: string } | undefined;
  private deadSlots = 0;
  private readonly categories = new Codes();
  private readonly schedules = new Codes();
  private readonly employmentTypes = new Codes();
  private readonly experiences = new Codes();

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds a job, or replaces what the index held of it. */
  upsert(job: IndexedJob): void {
    this.remove(job.id);
    const slot = this.ids.length;
    this.ids.push(job.id);
    this.alive.push(true);
    this.published.push(job.publishedUs);
    this.category.push(this.categories.code(job.category));
    this.schedule.push(this.schedules.code(job.schedule));
    this.employmentType.push(this.employmentTypes.code(job.employmentType));
    this.experience.push(this.experiences.code(job.experience));
    this.paidInternship.push(job.paidInternship ? 1 : 0);
    this.salary.push(job.salary ?? Number.NaN);
    this.lat.push(job.lat);
    this.lng.push(job.lng);
    if (job.categoryOtherLower !== null) this.otherLower.set(slot, job.categoryOtherLower);
    const entries = parseTsvector(job.vector);
    entries.push({ lexeme: professionLexeme(job.category), positions: [] });
    this.entryStart.push(this.entryLexeme.length);
    this.entryCount.push(entries.length);
    this.positionStart.push(this.positions.length);
    for (const { lexeme, positions } of entries) {
      const lexemeId = this.lexemeId(lexeme);
      this.entryLexeme.push(lexemeId);
      this.entryPositions.push(positions.length);
      for (const position of positions) this.positions.push(position);
      this.postings[lexemeId]?.push(slot);
    }
    this.slotOf.set(job.id, slot);
    const last = this.lastOrdered;
    if (!last || isNewer(job.publishedUs, job.id, last.publishedUs, last.id)) {
      this.lastOrdered = { publishedUs: job.publishedUs, id: job.id };
    } else {
      this.misplaced.add(slot);
    }
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = false;
    this.misplaced.delete(slot);
    this.otherLower.delete(slot);
    this.deadSlots += 1;
  }

  /** Every typed column and arena, for trimming and for the memory the index reports. */
  private get columns(): Growable<Int32Array | Float64Array | Uint16Array>[] {
    return [
      this.published,
      this.category,
      this.schedule,
      this.employmentType,
      this.experience,
      this.paidInternship,
      this.salary,
      this.lat,
      this.lng,
      this.entryStart,
      this.entryCount,
      this.positionStart,
      this.entryLexeme,
      this.entryPositions,
      this.positions,
    ];
  }

  /** Gives back what the columns reserved for growth (after the build: about a third of the memory). */
  trim(): void {
    for (const column of [...this.columns, ...this.postings]) column.trim();
  }

  /** Whether dead slots or misplaced jobs are many enough that compact() pays. */
  get wantsCompaction(): boolean {
    return this.deadSlots > Math.max(10_000, this.ids.length / 4) || this.misplaced.size > 2_000;
  }

  /** Bytes of the typed columns and arenas (strings and maps are estimated). */
  get bytes(): number {
    const typed = this.columns.reduce((sum, column) => sum + column.bytes, 0);
    const postings = this.postings.reduce((sum, posting) => sum + posting.bytes + 64, 0);
    // A UUID string and its map entry; a lexeme string and its map entry.
    return typed + postings + this.slotOf.size * 120 + this.lexemes.length * 90;
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemes.push(lexeme);
      this.lexemeIds.set(lexeme, id);
      this.postings.push(int32s(4));
      this.recent.push(lexeme);
      if (this.recent.length > 4_096) this.sortLexemes();
    }
    return id;
  }

  private sortLexemes(): void {
    this.sorted = this.sorted.concat(this.recent).sort();
    this.recent = [];
  }

  /** The lexemes an item stands for: itself, or every lexeme it begins. */
  private lexemesOf(item: QueryItem): number[] {
    if (!item.prefix) {
      const id = this.lexemeIds.get(item.lexeme);
      return id === undefined ? [] : [id];
    }
    const found: number[] = [];
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] as string) < item.lexeme) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sorted.length && (this.sorted[i] as string).startsWith(item.lexeme); i += 1) {
      found.push(this.lexemeIds.get(this.sorted[i] as string) as number);
    }
    for (const lexeme of this.recent) {
      if (lexeme.startsWith(item.lexeme)) found.push(this.lexemeIds.get(lexeme) as number);
    }
    return found;
  }

  /** Calls `visit` with each of a slot's lexemes and where its positions lie in `positions`. */
  private eachEntry(slot: number, visit: (lexemeId: number, from: number, to: number) => void): void {
    const start = this.entryStart.data[slot] as number;
    const count = this.entryCount.data[slot] as number;
    let position = this.positionStart.data[slot] as number;
    for (let entry = start; entry < start + count; entry += 1) {
      const n = this.entryPositions.data[entry] as number;
      visit(this.entryLexeme.data[entry] as number, position, position + n);
      position += n;
    }
  }

  /**
   * A slot's lexemes with their positions, as rankCd reads a document: only those of `wanted` when
   * given (the query's), as no other lexeme changes a rank.
   */
  private document(slot: number, wanted?: Set<number>): DocLexeme[] {
    const document: DocLexeme[] = [];
    this.eachEntry(slot, (lexemeId, from, to) => {
      if (wanted && !wanted.has(lexemeId)) return;
      document.push({
        lexeme: this.lexemes[lexemeId] as string,
        positions: this.positions.data.subarray(from, to),
      });
    });
    return document;
  }

  /**
   * ts_rank_cd of a one-operand query (most searches: one word) from the positions of the slot's
   * lexemes in `wanted`: read in place when one lexeme holds them all, as they are already in order.
   */
  private rankOfOneOperand(slot: number, wanted: Set<number>): number {
    const marks = this.wantedMarks;
    const start = this.entryStart.data[slot] as number;
    const end = start + (this.entryCount.data[slot] as number);
    const positions = this.positions.data;
    let position = this.positionStart.data[slot] as number;
    let from = -1;
    let to = -1;
    let several = false;
    for (let entry = start; entry < end; entry += 1) {
      const n = this.entryPositions.data[entry] as number;
      if (marks[this.entryLexeme.data[entry] as number] === 1) {
        if (from < 0) {
          from = position;
          to = position + n;
        } else several = true;
      }
      position += n;
    }
    if (from < 0) return rankOfPositions([]);
    const inPlace = several ? undefined : rankOfOrderedPositions(positions, from, to);
    if (inPlace !== undefined) return inPlace;
    const found: number[] = [];
    this.eachEntry(slot, (lexemeId, first, last) => {
      if (!wanted.has(lexemeId)) return;
      for (let i = first; i < last; i += 1) found.push(positions[i] as number);
    });
    return rankOfPositions(found);
  }

  private holdsAny(slot: number, lexemes: Set<number>): boolean {
    const start = this.entryStart.data[slot] as number;
    const end = start + (this.entryCount.data[slot] as number);
    for (let entry = start; entry < end; entry += 1) {
      if (lexemes.has(this.entryLexeme.data[entry] as number)) return true;
    }
    return false;
  }

  private passes(slot: number, filters: IndexFilters, codes: FilterCodes): boolean {
    if (codes.category !== undefined && this.category.data[slot] !== codes.category) return false;
    if (codes.otherLower !== undefined && this.otherLower.get(slot) !== codes.otherLower) return false;
    if (codes.schedule !== undefined && this.schedule.data[slot] !== codes.schedule) return false;
    if (codes.experience !== undefined && this.experience.data[slot] !== codes.experience) return false;
    if (
      filters.publishedSinceUs !== undefined &&
      (this.published.data[slot] as number) < filters.publishedSinceUs
    )
      return false;
    if (codes.employmentType !== undefined && this.employmentType.data[slot] !== codes.employmentType)
      return false;
    // NaN (no salary) fails like SQL's null.
    if (filters.salaryMin !== undefined && !((this.salary.data[slot] as number) >= filters.salaryMin))
      return false;
    if (filters.withSalary && Number.isNaN(this.salary.data[slot] as number)) return false;
    if (filters.paid && this.paidInternship.data[slot] !== 1) return false;
    const circle = filters.circle;
    if (circle) {
      const lat = this.lat.data[slot] as number;
      const lng = this.lng.data[slot] as number;
      if (codes.bounds && !withinBounds(codes.bounds, circle.lat, circle.lng, lat, lng)) return false;
      if (!(haversineKm(circle.lat, circle.lng, lat, lng) <= circle.radiusKm)) return false;
    }
    return true;
  }

  query(query: IndexQuery): IndexPage {
    if (this.recent.length > 0) this.sortLexemes();
    const empty: IndexPage = { ids: [], ranks: [], counted: 0 };
    const codes = this.filterCodes(query.filters);
    if (!codes) return empty;
    // The lexemes of each operand's words, which rank; then with its professions, which also match.
    const textSets = query.operands.map(
      (operand) => new Set(operand.flatMap((item) => this.lexemesOf(item))),
    );
    const professionCodes = query.operands.map((_, i) =>
      (query.professions?.[i] ?? []).flatMap((key) => {
        const code = this.categories.find(key);
        return code === undefined ? [] : [code];
      }),
    );
    const operandSets = textSets.map((set, i) => {
      const keys = query.professions?.[i] ?? [];
      if (keys.length === 0) return set;
      const widened = new Set(set);
      for (const key of keys) {
        const id = this.lexemeIds.get(professionLexeme(key));
        if (id !== undefined) widened.add(id);
      }
      return widened;
    });
    if (operandSets.some((set) => set.size === 0)) return empty;
    // The operand with the fewest postings hands over the candidates; the others are checked per job.
    const sizes = operandSets.map((set) =>
      [...set].reduce((sum, id) => sum + (this.postings[id]?.length ?? 0), 0),
    );
    const driver = sizes.indexOf(Math.min(...sizes));
    const others = operandSets.filter((_, i) => i !== driver);
    const matches = (slot: number) =>
      this.alive[slot] === true &&
      others.every((set) => this.holdsAny(slot, set)) &&
      this.passes(slot, query.filters, codes);

    const needed = query.cap + 1;
    const newest: number[] = [];
    const dateCursor = query.cursor?.order === 'date' ? query.cursor : undefined;
    const afterCursor: number[] = [];
    this.walkNewest(operandSets[driver] as Set<number>, matches, (slot) => {
      if (newest.length < needed) newest.push(slot);
      if (
        dateCursor &&
        isNewer(
          dateCursor.publishedUs,
          dateCursor.id,
          this.published.data[slot] as number,
          this.ids[slot] as string,
        )
      ) {
        afterCursor.push(slot);
      }
      const pageFull = query.order === 'rank' || !dateCursor || afterCursor.length > query.limit;
      return newest.length < needed || !pageFull;
    });
    const counted = newest.length;
    if (query.order === 'date') {
      const page = (dateCursor ? afterCursor : newest).slice(0, query.limit + 1);
      return { ids: page.map((slot) => this.ids[slot] as string), ranks: page.map(() => null), counted };
    }
    const wanted = new Set(textSets.flatMap((set) => [...set]));
    // Only the page is wanted from the newest matches: the best limit + 1 after the cursor, kept in
    // order as they come (most are turned away by one comparison), not all of them sorted.
    const best = new BestRanked(query.limit + 1);
    if (this.wantedMarks.length < this.lexemes.length) {
      this.wantedMarks = new Uint8Array(Math.max(this.lexemes.length, this.wantedMarks.length * 2));
    }
    for (const id of wanted) this.wantedMarks[id] = 1;
    try {
      this.rankInto(best, newest, query, wanted, professionCodes);
    } finally {
      for (const id of wanted) this.wantedMarks[id] = 0;
    }
    return { ids: best.ids, ranks: best.ranks, counted };
  }

  /** Ranks the newest matches and offers those after the cursor to `best`. */
  private rankInto(
    best: BestRanked,
    newest: readonly number[],
    query: IndexQuery,
    wanted: Set<number>,
    professionCodes: readonly number[][],
  ): void {
    const rankCursor = query.cursor?.order === 'rank' ? query.cursor : undefined;
    for (const slot of newest) {
      const category = this.category.data[slot] as number;
      let byProfession = 0;
      for (const codes of professionCodes) if (codes.includes(category)) byProfession += 1;
      const text =
        query.operands.length === 1
          ? this.rankOfOneOperand(slot, wanted)
          : rankCd(query.operands, this.document(slot, wanted));
      // As the SQL adds it: 0.4 × the words the profession matches, in doubles.
      const rank = text + PROFESSION_MATCH_RANK * byProfession;
      const id = this.ids[slot] as string;
      if (rankCursor && !(rank < rankCursor.rank || (rank === rankCursor.rank && id < rankCursor.id)))
        continue;
      best.offer(rank, id);
    }
  }

  private filterCodes(filters: IndexFilters): FilterCodes | undefined {
    const codes: FilterCodes = {};
    // A value no indexed job has matches nothing.
    if (filters.category) {
      const key = 'key' in filters.category ? filters.category.key : 'other';
      codes.category = this.categories.find(key);
      if (codes.category === undefined) return undefined;
      if ('otherLower' in filters.category) codes.otherLower = filters.category.otherLower;
    }
    if (filters.schedule !== undefined) {
      codes.schedule = this.schedules.find(filters.schedule);
      if (codes.schedule === undefined) return undefined;
    }
    if (filters.experience !== undefined) {
      codes.experience = this.experiences.find(filters.experience);
      if (codes.experience === undefined) return undefined;
    }
    if (filters.employmentType !== undefined) {
      codes.employmentType = this.employmentTypes.find(filters.employmentType);
      if (codes.employmentType === undefined) return undefined;
    }
    if (filters.circle) codes.bounds = circleBounds(filters.circle.lat, filters.circle.radiusKm);
    return codes;
  }

  /**
   * Hands `take` the matching slots of a set of lexemes, newest first, until it returns false: the
   * slots in descending order (which is date order) merged with the misplaced ones by date.
   */
  private walkNewest(
    lexemes: Set<number>,
    matches: (slot: number) => boolean,
    take: (slot: number) => boolean,
  ): void {
    const misplaced = [...this.misplaced]
      .filter((slot) => this.holdsAny(slot, lexemes) && matches(slot))
      .sort((a, b) => this.compareNewest(a, b));
    let next = 0;
    let going = true;
    this.slotsDescending(lexemes, (slot) => {
      if (this.misplaced.has(slot) || !matches(slot)) return true;
      while (going && next < misplaced.length && this.compareNewest(misplaced[next] as number, slot) < 0) {
        going = take(misplaced[next] as number);
        next += 1;
      }
      if (going) going = take(slot);
      return going;
    });
    while (going && next < misplaced.length) {
      going = take(misplaced[next] as number);
      next += 1;
    }
  }

  /** Negative when slot a is newer (published later, or at the same time with a greater id). */
  private compareNewest(a: number, b: number): number {
    const pa = this.published.data[a] as number;
    const pb = this.published.data[b] as number;
    if (pa !== pb) return pb - pa;
    const ia = this.ids[a] as string;
    const ib = this.ids[b] as string;
    return ia < ib ? 1 : ia > ib ? -1 : 0;
  }

  /** Hands `visit` every slot holding one of the lexemes, each once, from the highest down, until it returns false. */
  private slotsDescending(lexemes: Set<number>, visit: (slot: number) => boolean): void {
    const lists = [...lexemes]
      .map((id) => this.postings[id] as Growable<Int32Array>)
      .filter((list) => list.length > 0);
    if (lists.length === 1) {
      const list = lists[0] as Growable<Int32Array>;
      for (let i = list.length - 1; i >= 0; i -= 1) if (!visit(list.data[i] as number)) return;
      return;
    }
    // Several lexemes (a prefix, corrections): walk each list down at once, always taking the highest.
    const at = lists.map((list) => list.length - 1);
    let previous = -1;
    for (;;) {
      let best = -1;
      let bestList = -1;
      for (let i = 0; i < lists.length; i += 1) {
        const index = at[i] as number;
        if (index < 0) continue;
        const slot = (lists[i] as Growable<Int32Array>).data[index] as number;
        if (slot > best) {
          best = slot;
          bestList = i;
        }
      }
      if (bestList < 0) return;
      at[bestList] = (at[bestList] as number) - 1;
      if (best !== previous && !visit(best)) return;
      previous = best;
    }
  }

  /** Renumbers the live jobs by date and drops the dead slots: the same answers, less to walk. */
  compact(): JobTextIndex {
    const fresh = new JobTextIndex();
    const live = [...this.slotOf.values()].sort((a, b) => this.compareNewest(b, a));
    for (const slot of live) fresh.upsert(this.jobAt(slot));
    return fresh;
  }

  private jobAt(slot: number): IndexedJob {
    const vector = this.document(slot)
      .filter(({ lexeme }) => !lexeme.startsWith(PROFESSION_MARK))
      .map(
        ({ lexeme, positions }) =>
          `'${lexeme.replaceAll("'", "''").replaceAll('\\', '\\\\')}':${Array.from(positions, formatPosition).join(',')}`,
      )
      .join(' ');
    return {
      id: this.ids[slot] as string,
      publishedUs: this.published.data[slot] as number,
      category: this.categories.value(this.category.data[slot] as number),
      categoryOtherLower: this.otherLower.get(slot) ?? null,
      schedule: this.schedules.value(this.schedule.data[slot] as number),
      employmentType: this.employmentTypes.value(this.employmentType.data[slot] as number),
      experience: this.experiences.value(this.experience.data[slot] as number),
      paidInternship: this.paidInternship.data[slot] === 1,
      salary: Number.isNaN(this.salary.data[slot]) ? null : (this.salary.data[slot] as number),
      lat: this.lat.data[slot] as number,
      lng: this.lng.data[slot] as number,
      vector,
    };
  }
}

/**
 * The best `size` of the ranked matches offered, best first: higher rank, then greater id (SQL's
 * `order by rank desc, id desc`). A match no better than the last kept is turned away at once.
 */
class BestRanked {
  readonly ids: string[] = [];
  readonly ranks: number[] = [];
  constructor(private readonly size: number) {}

  offer(rank: number, id: string): void {
    let at = this.ids.length;
    while (at > 0 && isRankedBefore(rank, id, this.ranks[at - 1] as number, this.ids[at - 1] as string))
      at -= 1;
    if (at >= this.size) return;
    this.ids.splice(at, 0, id);
    this.ranks.splice(at, 0, rank);
    if (this.ids.length > this.size) {
      this.ids.pop();
      this.ranks.pop();
    }
  }
}

/** Whether (ra, ia) comes before (rb, ib) best first. */
function isRankedBefore(ra: number, ia: string, rb: number, ib: string): boolean {
  return ra > rb || (ra === rb && ia > ib);
}

interface FilterCodes {
  category?: number;
  experience?: number;
  otherLower?: string;
  schedule?: number;
  employmentType?: number;
  bounds?: CircleBounds;
}

/** Whether (pa, ia) comes before (pb, ib) newest first: published later, or the same time and a greater id. */
function isNewer(pa: number, ia: string, pb: number, ib: string): boolean {
  return pa > pb || (pa === pb && ia > ib);
}

const WEIGHT_LETTERS = ['D', 'C', 'B', 'A'];
function formatPosition(entry: number): string {
  const weight = entry >> 14;
  return `${entry & 0x3fff}${weight === 0 ? '' : WEIGHT_LETTERS[weight]}`;
}
