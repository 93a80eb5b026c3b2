import { usePageTitle } from '../../components/layout/page-title';

const TILES = [
  { title: 'Campus Life', image: '/images/campus.svg' },
  { title: 'Events', image: '/images/hero.svg' },
  { title: 'Achievements', image: '/images/laboratories.svg' },
];

export function GalleryRoute() {
  usePageTitle();
  return (
    <div className="page gallery">
      <h1>Gallery</h1>
      <p className="lead">Coming Soon</p>
      <ul className="card-grid">
        {TILES.map((t) => (
          <li key={t.title} className="info-card">
            <img src={t.image} alt="" width="400" height="300" loading="lazy" />
            <h2>{t.title}</h2>
          </li>
        ))}
      </ul>
    </div>
  );
}
