// The three stock-image sources' answer shapes, with made-up pictures on example.org, for a fake of
// fake-http.ts to answer.

export function unsplashAnswer(count: number) {
  return {
    total: count,
    results: Array.from({ length: count }, (_, index) => ({
      id: `u${index}`,
      alt_description: index === 0 ? null : `bureau lumineux ${index}`,
      description: `description ${index}`,
      urls: {
        regular: `https://images.example.org/unsplash/${index}.jpg`,
        thumb: `https://images.example.org/unsplash/${index}-thumb.jpg`,
      },
      user: { name: `Photographe ${index}`, links: { html: `https://unsplash.example.org/@photographe${index}` } },
    })),
  };
}

export function pexelsAnswer(count: number) {
  return {
    total_results: count,
    photos: Array.from({ length: count }, (_, index) => ({
      id: index,
      alt: `réunion d'équipe ${index}`,
      photographer: `Auteur ${index}`,
      photographer_url: `https://pexels.example.org/@auteur${index}`,
      src: { large: `https://images.example.org/pexels/${index}.jpg`, medium: `https://images.example.org/pexels/${index}-medium.jpg` },
    })),
  };
}

export function pixabayAnswer(count: number) {
  return {
    totalHits: count,
    hits: Array.from({ length: count }, (_, index) => ({
      id: index,
      tags: `marché, douala, ${index}`,
      user: `artiste${index}`,
      user_id: 1000 + index,
      webformatURL: `https://images.example.org/pixabay/${index}.jpg`,
      previewURL: `https://images.example.org/pixabay/${index}-preview.jpg`,
    })),
  };
}
