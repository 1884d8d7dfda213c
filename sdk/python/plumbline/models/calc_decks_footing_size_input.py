from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_decks_footing_size_input_shape import CalcDecksFootingSizeInputShape
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDecksFootingSizeInput")



@_attrs_define
class CalcDecksFootingSizeInput:
    """ 
        Attributes:
            tributary_area_sqft (float): Deck area one footing carries, ft² (Table R507.3.1 goes to 160 ft²). An area
                between rows is read from the next larger row (no interpolation).
            load_psf (float | Unset): Deck live load or ground snow load, psf (the table adds 10 psf dead load). Only the 40
                psf column is carried; above 40 psf is answered 422 not_carried. Default: 40.0.
            shape (CalcDecksFootingSizeInputShape | Unset): Footing shape: round (carried) or square (the square-side column
                is not carried: 422 not_carried). Default: CalcDecksFootingSizeInputShape.ROUND.
            soil_bearing_psf (float | Unset): Allowable soil bearing, psf (IRC Table R401.4.1 presumes at least 1,500). Only
                the 1,500 psf column is carried; a stronger soil is answered from it, which is conservative. Default: 1500.0.
     """

    tributary_area_sqft: float
    load_psf: float | Unset = 40.0
    shape: CalcDecksFootingSizeInputShape | Unset = CalcDecksFootingSizeInputShape.ROUND
    soil_bearing_psf: float | Unset = 1500.0





    def to_dict(self) -> dict[str, Any]:
        tributary_area_sqft = self.tributary_area_sqft

        load_psf = self.load_psf

        shape: str | Unset = UNSET
        if not isinstance(self.shape, Unset):
            shape = self.shape.value


        soil_bearing_psf = self.soil_bearing_psf


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tributary_area_sqft": tributary_area_sqft,
        })
        if load_psf is not UNSET:
            field_dict["load_psf"] = load_psf
        if shape is not UNSET:
            field_dict["shape"] = shape
        if soil_bearing_psf is not UNSET:
            field_dict["soil_bearing_psf"] = soil_bearing_psf

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tributary_area_sqft = d.pop("tributary_area_sqft")

        load_psf = d.pop("load_psf", UNSET)

        _shape = d.pop("shape", UNSET)
        shape: CalcDecksFootingSizeInputShape | Unset
        if isinstance(_shape,  Unset):
            shape = UNSET
        else:
            shape = CalcDecksFootingSizeInputShape(_shape)




        soil_bearing_psf = d.pop("soil_bearing_psf", UNSET)

        calc_decks_footing_size_input = cls(
            tributary_area_sqft=tributary_area_sqft,
            load_psf=load_psf,
            shape=shape,
            soil_bearing_psf=soil_bearing_psf,
        )

        return calc_decks_footing_size_input

