export default '/404'
