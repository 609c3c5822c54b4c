"""Card art drawn from card data: palette, fonts, icons, card faces and rotations."""
