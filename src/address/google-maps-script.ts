/*
 * Google's Maps JavaScript API, loaded once for every part that uses it (the address search's
 * Places, the licence flow's Geocoding): its documented `loading=async` + callback form, then
 * each library by `importLibrary`.
 */

interface GoogleMapsGlobal {
  maps?: { importLibrary?: (name: string) => Promise<unknown> };
}

const CALLBACK = '__charterGoogleMapsLoaded';

function googleGlobal(): GoogleMapsGlobal | undefined {
  return (window as unknown as { google?: GoogleMapsGlobal }).google;
}

let loading: Promise<void> | null = null;

function loadScript(apiKey: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    if (googleGlobal()?.maps?.importLibrary) return resolve();
    const callbacks = window as unknown as Record<string, unknown>;
    callbacks[CALLBACK] = () => {
      delete callbacks[CALLBACK];
      resolve();
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({
      key: apiKey,
      v: 'weekly',
      loading: 'async',
      callback: CALLBACK,
    }).toString()}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // offline, say: a later use tries again
    throw error;
  });
  return loading;
}

/** One of Google's Maps libraries ('places', 'geocoding'), the script loaded first if need be. */
export async function loadGoogleLibrary<T>(apiKey: string, name: string): Promise<T> {
  await loadScript(apiKey);
  return (await googleGlobal()!.maps!.importLibrary!(name)) as T;
}
