// The home page's headline as the site was built; the content office replaces it without a release
// (apps/api features/content/site-texts.ts), starting from these words.
export const HOME_HEADLINE = 'Celebrating Our Graduates: Convocation 2025';
export const HOME_SUBHEADLINE = 'Empowering Through Technical Excellence';
