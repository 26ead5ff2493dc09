export default '/_language'
