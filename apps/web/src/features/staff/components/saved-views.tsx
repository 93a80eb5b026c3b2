import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteView, useSavedViews, useSaveView } from '../api/saved-views-api';

/** The view's filters as a saved view keeps them: the address without the search term and the page. */
function filtersOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('q');
  params.delete('page');
  return params.toString();
}

/** A clerk's own views of the queue: open one in a click, keep the current filters under a name, forget one. */
export function SavedViews({ search }: { search: string }) {
  const views = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteView();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const filters = filtersOf(search);
  const keep = async () => {
    setError('');
    try {
      const saved = await save.mutateAsync({ name, query: filters });
      toast({ title: `View “${saved.data.name}” saved`, variant: 'success' });
      setName('');
    } catch (err) {
      setError(errorMessage(err, 'The view was not saved'));
    }
  };
  const forget = async (id: string, viewName: string) => {
    try {
      await remove.mutateAsync(id);
      toast({ title: `View “${viewName}” removed`, variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, 'The view was not removed'), variant: 'destructive' });
    }
  };
  const list = views.data ?? [];
  return (
    <section className="card saved-views" aria-labelledby="saved-views-title">
      <h2 id="saved-views-title">My saved views</h2>
      {list.length === 0 ? (
        <p className="hint">None yet. Set the filters below, then save them here under a name.</p>
      ) : (
        <ul className="saved-views__list">
          {list.map((v) => (
            <li key={v.id}>
              <Link to={paths.staffApplications(v.query)} aria-current={v.query === filters ? 'page' : undefined}>
                {v.name}
              </Link>
              <button
                type="button"
                className="link-button"
                aria-label={`Remove the view ${v.name}`}
                disabled={remove.isPending}
                onClick={() => void forget(v.id, v.name)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="saved-views__save"
        onSubmit={(e) => {
          e.preventDefault();
          void keep();
        }}
      >
        <label htmlFor="saved-view-name">Save these filters as</label>
        <input
          id="saved-view-name"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={error ? 'saved-view-error' : 'saved-view-hint'}
          aria-invalid={error ? true : undefined}
        />
        <button type="submit" className="button button--small" disabled={save.isPending || !filters}>
          Save view
        </button>
        <p id="saved-view-hint" className="hint">
          {filters
            ? 'The search term is not kept, only the filters and the order.'
            : 'Choose a filter first: there is nothing to save yet.'}
        </p>
        {error ? (
          <p id="saved-view-error" role="alert" className="error-text">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  );
}
