export { default } from '../../components/legal/styles'
