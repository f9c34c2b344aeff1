export {
  forecastModel,
  forecastScore,
  type TForecastInput,
  type TForecastItem,
  type TForecastMastery,
} from './forecast-score';
