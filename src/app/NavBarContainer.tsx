import { useNavItems } from '../api/subcategory';
import { NavBar } from '../components/NavBar';
import { useAppConfig } from './AppConfigContext';

/** The navigation bar with its 'Bhajans' list from the API. */
export function NavBarContainer() {
  const { siteName } = useAppConfig();
  const { data, status } = useNavItems();
  return <NavBar siteName={siteName} navItems={data ?? []} navItemsStatus={status} />;
}
