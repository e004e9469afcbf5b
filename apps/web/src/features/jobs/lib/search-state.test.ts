import { describe, expect, it } from 'vitest';
import { activeFilterCount, EMPTY_SEARCH } from './search-state.ts';

describe('activeFilterCount', () => {
  it("counts what waits behind the phone's Filters button, not the words, and a place once", () => {
    expect(activeFilterCount(EMPTY_SEARCH)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, q: 'barista' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_SEARCH, where: 'Moscow', lat: 55.75, lng: 37.61 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_SEARCH, lat: 55.75, lng: 37.61, radiusKm: 5 })).toBe(2);
    expect(
      activeFilterCount({
        ...EMPTY_SEARCH,
        sort: 'date',
        category: 'barista',
        schedule: 'remote',
        employmentType: 'internship',
        salaryMin: 30000,
      }),
    ).toBe(5);
    // Turning the country's point off is not a filter the seeker set.
    expect(activeFilterCount({ ...EMPTY_SEARCH, near: 'off' })).toBe(0);
  });
});
