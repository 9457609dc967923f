// RapiDoc ships a webpack bundle without types; importing it registers the <rapi-doc> element.
declare module 'rapidoc'
