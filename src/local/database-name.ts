/** The device's Charter database (IndexedDB), as Dexie and the native readers open it. */
export const LOCAL_DATABASE_NAME = 'charter';
