/** The header's and footer's menus, for the app's layouts. */
export { useNavigation } from './api/get-navigation';
