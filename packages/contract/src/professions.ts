import { z } from 'zod';

/**
 * The one list of professions a job's `category` holds (DESIGN.md §4, §13.0): stable snake_case keys
 * of entry-level work, grouped into industries in the spirit of hh.ru's professional roles and the
 * ISCO-08 groups. Keys never change once used (they are stored); names live per language in
 * `profession-names/<lng>.ts`. "other" carries the owner's own words in `categoryOther`.
 */
export const PROFESSIONS_BY_INDUSTRY = {
  food_service: [
    'barista',
    'waiter',
    'cook',
    'kitchen_assistant',
    'dishwasher',
    'bartender',
    'fast_food_worker',
    'baker',
  ],
  retail: ['sales_assistant', 'cashier', 'merchandiser', 'shelf_stacker', 'promoter'],
  logistics: ['courier', 'delivery_driver', 'warehouse_worker', 'loader', 'order_picker'],
  office: [
    'office_administrator',
    'receptionist',
    'call_centre_operator',
    'data_entry_operator',
    'accountant_assistant',
    'hr_assistant',
  ],
  it: ['software_developer', 'qa_tester', 'it_support', 'data_analyst', 'system_administrator'],
  design_media: ['graphic_designer', 'ui_designer', 'photographer', 'video_editor', 'copywriter'],
  marketing_sales: ['marketing_assistant', 'smm_specialist', 'sales_representative', 'customer_support'],
  education: ['tutor', 'teaching_assistant', 'language_teacher', 'camp_counsellor'],
  healthcare: ['nursing_assistant', 'caregiver', 'pharmacy_assistant', 'nanny'],
  hospitality: ['room_attendant', 'tour_guide', 'event_staff', 'hotel_porter'],
  manufacturing: [
    'production_worker',
    'assembler',
    'construction_worker',
    'electrician_assistant',
    'handyman',
  ],
  beauty_sport: ['hairdresser', 'nail_technician', 'fitness_instructor', 'lifeguard'],
  services: ['cleaner', 'security_guard', 'car_washer'],
} as const;

export type TIndustry = keyof typeof PROFESSIONS_BY_INDUSTRY;
export const INDUSTRIES = Object.keys(PROFESSIONS_BY_INDUSTRY) as TIndustry[];

/** The key of "none of these": the owner's words go to `categoryOther`. */
export const OTHER_PROFESSION = 'other';

export type TListedProfession = (typeof PROFESSIONS_BY_INDUSTRY)[TIndustry][number];
export type TProfession = TListedProfession | typeof OTHER_PROFESSION;

/** Every key, industry by industry, "other" last. */
export const PROFESSIONS: readonly TProfession[] = [
  ...INDUSTRIES.flatMap((industry): readonly TListedProfession[] => PROFESSIONS_BY_INDUSTRY[industry]),
  OTHER_PROFESSION,
];

/** The same list as a non-empty tuple, the shape z.enum and Drizzle's text enums take. */
export const PROFESSION_KEYS = PROFESSIONS as readonly [TProfession, ...TProfession[]];

export const ZProfession = z.enum(PROFESSION_KEYS);

export function isProfession(value: string): value is TProfession {
  return (PROFESSIONS as readonly string[]).includes(value);
}

/** The names of every industry and profession in one language. */
export interface ProfessionNames {
  industries: Record<TIndustry, string>;
  professions: Record<TProfession, string>;
}

/** The owner's words for "other": the same length rule as the other free-text fields. */
export const CATEGORY_OTHER_LIMITS = { min: 2, max: 80 } as const;
