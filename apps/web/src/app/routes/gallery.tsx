import { t } from '@lingui/core/macro';
import { usePageTitle } from '../../components/layout/page-title';

const tiles = () => [
  { title: t`Campus Life`, image: '/images/campus.svg' },
  { title: t`Events`, image: '/images/hero.svg' },
  { title: t`Achievements`, image: '/images/laboratories.svg' },
];

export function GalleryRoute() {
  usePageTitle();
  return (
    <div className="page gallery">
      <h1>{t`Gallery`}</h1>
      <p className="lead">{t`Coming Soon`}</p>
      <ul className="card-grid">
        {tiles().map((tile) => (
          <li key={tile.title} className="info-card">
            <img src={tile.image} alt="" width="400" height="300" loading="lazy" />
            <h2>{tile.title}</h2>
          </li>
        ))}
      </ul>
    </div>
  );
}
