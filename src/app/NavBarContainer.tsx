import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_QUERY_KEY } from '../api/search';
import { useNavItems } from '../api/subcategory';
import { useSuggestions } from '../api/suggestions';
import { NavBar } from '../components/NavBar';
import { useAppConfig } from '../device/AppConfigContext';

/**
 * The navigation bar with its 'Bhajans' list from the API, busy while a search is running, and
 * titles suggested for what is typed in its search box.
 */
export function NavBarContainer() {
  const { siteName } = useAppConfig();
  const { data, status } = useNavItems();
  const searching = useIsFetching({ queryKey: SEARCH_QUERY_KEY }) > 0;
  const [typed, setTyped] = useState('');
  const suggestions = useSuggestions(typed);
  return (
    <NavBar
      siteName={siteName}
      navItems={data ?? []}
      navItemsStatus={status}
      busy={searching}
      onSearchTyping={setTyped}
      suggestions={suggestions}
    />
  );
}
