import { SavedSearches } from '../features/saved-searches/SavedSearches';

/** The signed-in account's saved searches, at /dashbord/saved-searches. */
export default function SavedSearchesPage() {
  return <SavedSearches />;
}
