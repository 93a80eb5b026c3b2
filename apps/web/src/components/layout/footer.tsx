import { college } from '../../content/college';

export function Footer() {
  const { address, phones } = college;
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{college.name}</p>
      <address>
        {address.line1}, {address.post}, {address.districtPin}, {address.stateCountry}
        <br />
        <a href={`tel:${phones.office[0]?.replace(/\s/g, '')}`}>{phones.office[0]}</a> ·{' '}
        <a href={`mailto:${college.email}`}>{college.email}</a>
      </address>
    </footer>
  );
}
