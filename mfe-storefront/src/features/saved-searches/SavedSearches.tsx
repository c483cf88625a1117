import { apiErrorMessage, useDeleteSavedSearch, useSavedSearches } from '@marketplace/api-client';
import { DEFAULT_RADIUS_KM, type SavedSearch, savedSearchPath } from '@marketplace/contracts';
import { Link } from '@marketplace/routing';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  FailurePanel,
  Loader,
  PageHeading,
  VisuallyHidden,
  formatPrice,
  toast,
  useConfirm,
} from '@marketplace/ui';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;

  > div:first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const StyledAside = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

/** The search in words: “bicycle” · Bicycles · Tk 1,000 to Tk 5,000 · good · within 10 km. */
function describe({ query }: SavedSearch): string {
  const price =
    query.minPrice !== undefined && query.maxPrice !== undefined
      ? `${formatPrice(query.minPrice)} to ${formatPrice(query.maxPrice)}`
      : query.maxPrice !== undefined
        ? `up to ${formatPrice(query.maxPrice)}`
        : query.minPrice !== undefined
          ? `from ${formatPrice(query.minPrice)}`
          : undefined;
  return [
    query.q && `“${query.q}”`,
    query.category,
    price,
    query.condition,
    query.location && `in ${query.location}`,
    (query.near || query.place) && `within ${query.radiusKm ?? DEFAULT_RADIUS_KM} km`,
    query.verifiedOnly && 'verified sellers',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * `/dashbord/saved-searches`: the account's saved searches, each with the listings that matched
 * since the list was last opened (opening it marks them seen), each opening its search.
 */
export function SavedSearches() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const confirm = useConfirm();

  async function forget(search: SavedSearch) {
    const confirmed = await confirm('Delete this saved search?', {
      subject: search.name,
      tone: 'danger',
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(search._id, {
      onSuccess: () => toast.success('Saved search deleted'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }

  function content() {
    if (searches.isPending) return <Loader label="Loading your saved searches" />;
    if (searches.isError) {
      return (
        <FailurePanel
          title="Your saved searches could not be loaded"
          error={searches.error}
          onRetry={() => void searches.refetch()}
        />
      );
    }
    if (searches.data.length === 0) {
      return (
        <EmptyState
          message="No saved searches yet. Search for something, then choose Save this search to hear of new listings."
          action={
            <Button as={Link} to="/search" variant="secondary">
              Search listings
            </Button>
          }
        />
      );
    }
    return (
      <StyledList>
        {searches.data.map((search) => (
          <li key={search._id}>
            <StyledCard forwardedAs="article" aria-label={search.name}>
              <div>
                <h2>
                  <Link to={savedSearchPath(search.query)}>{search.name}</Link>
                </h2>
                <p>{describe(search)}</p>
              </div>
              <StyledAside>
                {search.newMatches > 0 ? (
                  <Badge tone="success">{search.newMatches} new</Badge>
                ) : (
                  <Badge tone="neutral">No new listings</Badge>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  loading={remove.isPending && remove.variables === search._id}
                  onClick={() => void forget(search)}
                >
                  Delete
                  <VisuallyHidden> {search.name}</VisuallyHidden>
                </Button>
              </StyledAside>
            </StyledCard>
          </li>
        ))}
      </StyledList>
    );
  }

  return (
    <>
      <PageHeading count={searches.data?.length}>Saved searches</PageHeading>
      {content()}
    </>
  );
}
