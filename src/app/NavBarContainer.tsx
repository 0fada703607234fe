import { useIsFetching } from '@tanstack/react-query';
import { SEARCH_QUERY_KEY } from '../api/search';
import { useNavItems } from '../api/subcategory';
import { NavBar } from '../components/NavBar';
import { useAppConfig } from './AppConfigContext';

/** The navigation bar with its 'Bhajans' list from the API, busy while a search is running. */
export function NavBarContainer() {
  const { siteName } = useAppConfig();
  const { data, status } = useNavItems();
  const searching = useIsFetching({ queryKey: SEARCH_QUERY_KEY }) > 0;
  return <NavBar siteName={siteName} navItems={data ?? []} navItemsStatus={status} busy={searching} />;
}
