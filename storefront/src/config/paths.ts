/** Route paths come from the domain package: the server answers 404 for anything else. */
export { paths, phonePath } from '@shop/domain/paths'
