import { QueryClient } from '@tanstack/react-query';
import { registerOwnerDataCleanup } from '../api/owner-data';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false },
  },
});

// Signing out removes the owner's cached server data from this tab.
registerOwnerDataCleanup(() => queryClient.clear());
