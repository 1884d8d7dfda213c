from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcRoofingUnderlaymentOutput")



@_attrs_define
class CalcRoofingUnderlaymentOutput:
    """ The results of calc_roofing_underlayment and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The underlayment section.
            course_exposure_in (float): New coverage up the slope per course: width − head lap, inches.
            double_layer_required (bool): True when the slope is below 4:12.
            end_lap_in (float): End lap between rolls, inches.
            head_lap_in (float): Overlap of each course on the one below, inches: 2 (one layer) or half the width + 1 (two
                layers; 19 in on 36 in felt).
            layers (int): Layers of underlayment: 2 from 2:12 up to 4:12, else 1.
            roll_feet_needed (float): Length of roll laid: roof area / course exposure + starter strip, feet.
            roll_length_ft (float): Roll length, feet.
            roll_nominal_sqft (float): Width × length of one roll, ft².
            roll_width_in (float): Roll width, inches.
            rolls (int): Rolls to buy: ceil(roll_feet_needed / (roll length − end lap)).
            starter_strip_ft (float): Half-width starter strip along the eave (double layer only), feet of roll.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    course_exposure_in: float
    double_layer_required: bool
    end_lap_in: float
    head_lap_in: float
    layers: int
    roll_feet_needed: float
    roll_length_ft: float
    roll_nominal_sqft: float
    roll_width_in: float
    rolls: int
    starter_strip_ft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        course_exposure_in = self.course_exposure_in

        double_layer_required = self.double_layer_required

        end_lap_in = self.end_lap_in

        head_lap_in = self.head_lap_in

        layers = self.layers

        roll_feet_needed = self.roll_feet_needed

        roll_length_ft = self.roll_length_ft

        roll_nominal_sqft = self.roll_nominal_sqft

        roll_width_in = self.roll_width_in

        rolls = self.rolls

        starter_strip_ft = self.starter_strip_ft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "course_exposure_in": course_exposure_in,
            "double_layer_required": double_layer_required,
            "end_lap_in": end_lap_in,
            "head_lap_in": head_lap_in,
            "layers": layers,
            "roll_feet_needed": roll_feet_needed,
            "roll_length_ft": roll_length_ft,
            "roll_nominal_sqft": roll_nominal_sqft,
            "roll_width_in": roll_width_in,
            "rolls": rolls,
            "starter_strip_ft": starter_strip_ft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        course_exposure_in = d.pop("course_exposure_in")

        double_layer_required = d.pop("double_layer_required")

        end_lap_in = d.pop("end_lap_in")

        head_lap_in = d.pop("head_lap_in")

        layers = d.pop("layers")

        roll_feet_needed = d.pop("roll_feet_needed")

        roll_length_ft = d.pop("roll_length_ft")

        roll_nominal_sqft = d.pop("roll_nominal_sqft")

        roll_width_in = d.pop("roll_width_in")

        rolls = d.pop("rolls")

        starter_strip_ft = d.pop("starter_strip_ft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_underlayment_output = cls(
            code_reference=code_reference,
            course_exposure_in=course_exposure_in,
            double_layer_required=double_layer_required,
            end_lap_in=end_lap_in,
            head_lap_in=head_lap_in,
            layers=layers,
            roll_feet_needed=roll_feet_needed,
            roll_length_ft=roll_length_ft,
            roll_nominal_sqft=roll_nominal_sqft,
            roll_width_in=roll_width_in,
            rolls=rolls,
            starter_strip_ft=starter_strip_ft,
            schemas=schemas,
        )


        calc_roofing_underlayment_output.additional_properties = d
        return calc_roofing_underlayment_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
