export { LoginScreen } from './login-screen'
export { RegisterScreen } from './register-screen'
export { BindingScreen, CountryAreaScreen, ForgetScreen, SettingsScreen } from './other-screens'
