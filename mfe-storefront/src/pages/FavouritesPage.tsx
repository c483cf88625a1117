import { Favourites } from '../features/favourites/Favourites';

/** The signed-in account's favourites, at /dashbord/favourites. */
export default function FavouritesPage() {
  return <Favourites />;
}
