import { configure } from "refkit";

configure((config) => {
  config.apiBaseUrl = "https://api.example.com";
  config.apiAuthHeader = "Authorization: Bearer <API_KEY>";
});
