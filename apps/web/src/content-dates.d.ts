/** The day (yyyy-mm-dd) each typed page's content last changed, from the repository (content-dates.ts). */
declare module 'virtual:content-dates' {
  export const about: string | null;
  export const programmes: string | null;
  export const departments: string | null;
  export const facilities: string | null;
  export const contact: string | null;
}
