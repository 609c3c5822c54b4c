"""The career screen: history and charts made from the saves."""
