"""The Qt application: table scene, card painting, dialogs and the controller."""
